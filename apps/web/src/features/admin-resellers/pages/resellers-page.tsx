import type { CreateResellerRequest, ResellerResponse } from '@yatrika/contract/resellers';
import { useState } from 'react';
import { useConfirm } from '../../../components/admin/use-confirm.tsx';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { todayInIndia } from '../../../lib/format.ts';
import { useCreateReseller, useIssueKey, useResellers, useRevokeKey } from '../api/resellers.ts';
import { NewKeyPanel } from '../components/new-key-panel.tsx';
import { ResellerCard } from '../components/reseller-card.tsx';
import { ResellerForm } from '../components/reseller-form.tsx';
import { ResellerReport } from '../components/reseller-report.tsx';

export const resellersPageWords = {
  intro:
    'Resellers sell your tours through the OCTO API with their own key, from the same seats as the website. The money of their bookings is with them: it is not in Payments or revenue, and you settle their commission with them each month.',
  empty: 'No resellers yet',
  emptyHint: 'Add one to give them an API key.',
  failed: 'Failed to load resellers. Please try again.',
  revokeTitle: (name: string) => `Revoke the key of ${name}?`,
  revokeMessage: 'Every request with this key is refused from now on. Their bookings stay; issue a new key to let them sell again.',
  newKeyTitle: (name: string) => `Issue a new key for ${name}?`,
  newKeyMessage: 'The key they have now stops working at once. Send them the new one.',
} as const;

/** A key just issued, shown until the operator says they copied it. */
interface ShownKey {
  name: string;
  apiKey: string;
}

/**
 * /admindashboard/resellers: the operator's resellers (decision 039): add one and see its key
 * once, revoke a key or issue a new one, and each reseller's bookings and commission by month.
 */
export default function ResellersPage() {
  const resellers = useResellers();
  const create = useCreateReseller();
  const issue = useIssueKey();
  const revoke = useRevokeKey();
  const { confirm, dialog } = useConfirm();
  const [adding, setAdding] = useState(false);
  const [shownKey, setShownKey] = useState<ShownKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [reportOf, setReportOf] = useState<string | null>(null);
  const keyProblem = issue.isError ? errorMessage(issue.error, 'Failed to issue a key. Please try again.') : revoke.isError ? errorMessage(revoke.error, 'Failed to revoke the key. Please try again.') : null;

  function onCreate(form: CreateResellerRequest) {
    setNotice(null);
    create.mutate(form, {
      onSuccess: (answer) => {
        setAdding(false);
        setNotice(answer.message);
        setShownKey({ name: answer.reseller.name, apiKey: answer.apiKey });
      },
    });
  }

  async function onNewKey(reseller: ResellerResponse) {
    if (!(await confirm({ title: resellersPageWords.newKeyTitle(reseller.name), message: resellersPageWords.newKeyMessage, confirmLabel: 'Issue new key' }))) return;
    setNotice(null);
    revoke.reset();
    issue.mutate(reseller._id, {
      onSuccess: (answer) => {
        setNotice(answer.message);
        setShownKey({ name: answer.reseller.name, apiKey: answer.apiKey });
      },
    });
  }

  async function onRevoke(reseller: ResellerResponse) {
    if (!(await confirm({ title: resellersPageWords.revokeTitle(reseller.name), message: resellersPageWords.revokeMessage, confirmLabel: 'Revoke key' }))) return;
    setNotice(null);
    issue.reset();
    revoke.mutate(reseller._id, { onSuccess: (answer) => setNotice(answer.message) });
  }

  const busyId = issue.isPending ? issue.variables : revoke.isPending ? revoke.variables : null;
  const reported = resellers.data?.find((reseller) => reseller._id === reportOf);

  let content;
  if (resellers.isPending) content = <LoadingState />;
  else if (resellers.isError) content = <ErrorState onRetry={() => void resellers.refetch()}>{resellersPageWords.failed}</ErrorState>;
  else if (resellers.data.length === 0) content = <EmptyState title={resellersPageWords.empty}>{resellersPageWords.emptyHint}</EmptyState>;
  else
    content = (
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {resellers.data.map((reseller) => (
          <li key={reseller._id}>
            <ResellerCard
              reseller={reseller}
              busy={busyId === reseller._id}
              showingReport={reportOf === reseller._id}
              onRevoke={() => void onRevoke(reseller)}
              onNewKey={() => void onNewKey(reseller)}
              onReport={() => setReportOf((current) => (current === reseller._id ? null : reseller._id))}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <AdminShell
      title="Resellers"
      actions={
        !adding && (
          <Button
            variant="primary"
            onClick={() => {
              create.reset();
              setNotice(null);
              setAdding(true);
            }}
          >
            New reseller
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-5">
        <p className="text-sm text-stone-600">{resellersPageWords.intro}</p>
        <div aria-live="polite" className="empty:hidden">
          {notice && <p className="rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">{notice}</p>}
          {keyProblem && (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
              {keyProblem}
            </p>
          )}
        </div>
        {shownKey && <NewKeyPanel name={shownKey.name} apiKey={shownKey.apiKey} onDone={() => setShownKey(null)} />}
        {adding && (
          <ResellerForm
            saving={create.isPending}
            problem={create.isError ? errorMessage(create.error, 'Failed to add the reseller. Please try again.') : null}
            onSave={onCreate}
            onCancel={() => setAdding(false)}
          />
        )}
        {content}
        {reported && <ResellerReport key={reported._id} reseller={reported} initialMonth={todayInIndia().slice(0, 7)} />}
      </div>
      {dialog}
    </AdminShell>
  );
}
