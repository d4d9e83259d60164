import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import { WarningIcon } from './icons.tsx';

interface ConfirmRequest {
  title: string;
  message: ReactNode;
  /**
   * What else the action does that the operator must read before going ahead (the bookings it
   * cancels and refunds): shown above the message in a warning panel, announced as the dialog opens.
   */
  warning?: ReactNode;
  /** The destructive button's label, e.g. 'Delete tour'. */
  confirmLabel: string;
}

/**
 * Asks before a destructive action in a dialog of our own (keyboard and screen-reader friendly,
 * unlike window.confirm): `if (await confirm({...})) remove()`. Render `dialog` once in the page.
 */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const answer = useRef<(confirmed: boolean) => void>(() => {});

  const confirm = useCallback((next: ConfirmRequest) => {
    answer.current(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  function close(confirmed: boolean) {
    setRequest(null);
    answer.current(confirmed);
    answer.current = () => {};
  }

  const dialog = (
    <Modal
      open={request !== null}
      title={request?.title}
      onClose={() => close(false)}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} autoFocus>
            Keep it
          </Button>
          <Button variant="danger" onClick={() => close(true)}>
            {request?.confirmLabel}
          </Button>
        </>
      }
    >
      {request?.warning && (
        <p role="alert" className="mb-3 flex gap-2.5 rounded-xl bg-marigold-100 px-4 py-3 font-semibold text-marigold-800 ring-1 ring-marigold-300">
          <WarningIcon className="mt-px size-5 shrink-0" />
          <span>{request.warning}</span>
        </p>
      )}
      <div className="text-stone-700">{request?.message}</div>
    </Modal>
  );

  return { confirm, dialog };
}
