import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/** The loading, error and empty states every list has, with the spec's own sentences passed in. */
export function LoadingState({ children = 'Loading...' }: { children?: ReactNode }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-stone-600">
      <span className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" aria-hidden="true" />
      <span>{children}</span>
    </div>
  );
}

/** `onRetry`: the usual "Try again" button, for a list that failed to load; `action` for anything else. */
export function ErrorState({ children, action, onRetry }: { children: ReactNode; action?: ReactNode; onRetry?: () => void }) {
  return (
    <div role="alert" className="mx-auto my-10 flex max-w-lg flex-col items-center gap-3 rounded-card bg-red-50 px-6 py-8 text-center text-red-800">
      <p className="font-medium">{children}</p>
      {action}
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ title, children, action }: { title: ReactNode; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="mx-auto my-10 flex max-w-lg flex-col items-center gap-3 rounded-card border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      <p className="font-display text-xl font-semibold text-stone-900">{title}</p>
      {children && <div className="text-stone-600">{children}</div>}
      {action}
    </div>
  );
}
