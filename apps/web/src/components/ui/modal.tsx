import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A dialog on the native <dialog> element: focus stays inside while it is open,
 * Escape closes it, and focus returns to what opened it.
 */
export function Modal({ open, title, onClose, children, footer }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      className="m-auto w-[min(42rem,calc(100vw-2rem))] max-h-[calc(100vh-2rem)] rounded-card bg-white p-0 text-stone-800 shadow-2xl backdrop:bg-stone-900/60"
    >
      <div className="flex max-h-[calc(100vh-2rem)] flex-col">
        <header className="border-b border-stone-200 px-6 py-4">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
        </header>
        <div className="overflow-y-auto px-6 py-4">{children}</div>
        {/* Wraps on a phone rather than pushing a long button past the dialog's edge. */}
        {footer && <footer className="flex flex-wrap justify-end gap-3 border-t border-stone-200 px-6 py-4">{footer}</footer>}
      </div>
    </dialog>
  );
}
