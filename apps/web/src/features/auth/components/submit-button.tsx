import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The form's main button; it keeps its label (the spec's words) and shows a spinner while busy.
 * `describedBy`: the id of a line that says more about what it does (signup's "last step").
 */
export function SubmitButton({ busy, describedBy, children }: { busy: boolean; describedBy?: string; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy} aria-busy={busy || undefined} aria-describedby={describedBy}>
      {busy && <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
      {children}
    </Button>
  );
}
