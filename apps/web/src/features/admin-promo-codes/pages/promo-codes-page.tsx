import type { CreatePromoCodeRequest, PromoCode } from '@yatrika/contract/promo-codes';
import { useState } from 'react';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePromoCodes, useSavePromoCode, useSwitchPromoCode, useToursToChoose } from '../api/promo-codes.ts';
import { PromoCodeCard } from '../components/promo-code-card.tsx';
import { PromoCodeForm } from '../components/promo-code-form.tsx';
import { usePermission } from '../../../lib/staff-access.ts';

/** The form is closed, open for a new code, or open on one code. */
type Editing = { open: false } | { open: true; code: PromoCode | null };

/**
 * /admindashboard/promo-codes: the operator's promo codes (decision 032), newest first, with
 * their terms and uses so far; a new code, a change of terms, and switching one off or on.
 */
export default function PromoCodesPage() {
  const codes = usePromoCodes();
  const tours = useToursToChoose();
  const save = useSavePromoCode();
  const switcher = useSwitchPromoCode();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [notice, setNotice] = useState<string | null>(null);
  // A front desk and an accountant read the codes; making and changing them is the catalogue's.
  const changes = usePermission()('catalogue.change');

  const titles = new Map((tours.data ?? []).map((tour) => [tour._id, tour.title]));
  const tourTitle = (id: string) => titles.get(id) ?? 'a tour no longer listed';

  function open(code: PromoCode | null) {
    save.reset();
    setNotice(null);
    setEditing({ open: true, code });
  }

  function onSave(form: CreatePromoCodeRequest) {
    if (!editing.open) return;
    save.mutate(
      { id: editing.code?._id ?? null, form },
      {
        onSuccess: (answer) => {
          setNotice(answer.message);
          setEditing({ open: false });
        },
      },
    );
  }

  function onSwitch(code: PromoCode) {
    setNotice(null);
    switcher.mutate({ id: code._id, active: !code.active }, { onSuccess: (answer) => setNotice(answer.message) });
  }

  let content;
  if (codes.isPending) content = <LoadingState />;
  else if (codes.isError) content = <ErrorState onRetry={() => void codes.refetch()}>Failed to load promo codes. Please try again.</ErrorState>;
  else if (codes.data.length === 0) content = <EmptyState title="No promo codes yet">Create one to give travellers a discount at checkout.</EmptyState>;
  else
    content = (
      <ul className="grid gap-4 md:grid-cols-2">
        {codes.data.map((code) => (
          <li key={code._id}>
            <PromoCodeCard
              code={code}
              tourTitle={tourTitle}
              onEdit={() => open(code)}
              onSwitch={() => onSwitch(code)}
              switching={switcher.isPending && switcher.variables.id === code._id}
              changes={changes}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <AdminShell
      title="Promo codes"
      actions={
        changes &&
        !editing.open && (
          <Button variant="primary" onClick={() => open(null)}>
            New code
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-5">
        <p className="text-sm text-stone-600">
          Travellers type a code at checkout and see its discount before paying. A use counts once the payment is confirmed; a booking cancelled with a
          refund gives its use back.
        </p>
        <div aria-live="polite" className="empty:hidden">
          {notice && <p className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">{notice}</p>}
          {switcher.isError && (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
              {errorMessage(switcher.error, 'Failed to switch the code. Please try again.')}
            </p>
          )}
        </div>
        {editing.open && (
          <PromoCodeForm
            key={editing.code?._id ?? 'new'}
            editing={editing.code}
            tours={tours.data ?? []}
            saving={save.isPending}
            problem={save.isError ? errorMessage(save.error, 'Failed to save the code. Please try again.') : null}
            onSave={onSave}
            onCancel={() => setEditing({ open: false })}
          />
        )}
        {content}
      </div>
    </AdminShell>
  );
}
