import type { AdminUser } from '@yatrika/contract/admin';
import { Fragment, useState, type ReactNode } from 'react';
import { AdminShell } from '../../../components/layout/admin-shell.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { ErrorState, LoadingState } from '../../../components/ui/states.tsx';
import { useDeleteUser } from '../api/delete-user.ts';
import { fetchUserSettlement } from '../api/get-user-settlement.ts';
import { useAdminUsers } from '../api/get-users.ts';
import { SearchBox } from '../../../components/admin/search-box.tsx';
import { DeleteButton } from '../../../components/admin/delete-button.tsx';
import { usePermission } from '../../../lib/staff-access.ts';
import { useWithdrawal } from '../../../components/admin/use-withdrawal.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

const columns = ['First Name', 'Last Name', 'Username', 'Email', 'Phone', 'Gender', 'Bookings', 'Reviews', 'Action'] as const;

/** Case-insensitive contains on the full name, the username or the email. */
function matches(user: AdminUser, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (query === '') return true;
  return [`${user.firstname} ${user.lastname}`, user.username, user.email].some((text) => text.toLowerCase().includes(query));
}

/**
 * Admin users: every traveller with their bookings and reviews counts, each opening their record. The table becomes a
 * stack of cards on narrow screens (each cell names its column), so nothing overflows the page.
 */
export default function UsersPage() {
  const [search, setSearch] = useState('');
  const [deleteFailed, setDeleteFailed] = useState(false);
  // Deleting a traveller needs "Change and merge travellers"; reading them does not.
  const deletes = usePermission()('travellers.change');
  const users = useAdminUsers();
  const deleteUser = useDeleteUser();
  const { withdraw, checking, failedCheck, dialog } = useWithdrawal();

  function remove(user: AdminUser) {
    setDeleteFailed(false);
    void withdraw({
      id: user._id,
      settlement: () => fetchUserSettlement(user._id),
      title: 'Delete this user?',
      message: (
        <>
          The account of <strong>{`${user.firstname} ${user.lastname}`.trim() || user.username}</strong> (@{user.username}) and their reviews will be
          deleted. Their bookings stay on record.
        </>
      ),
      askWhenNothingAtStake: true,
      confirmLabel: 'Delete user',
      verb: 'delete',
      run: (confirm) => deleteUser.mutateAsync({ userId: user._id, confirm }),
      onError: (error) => {
        console.error('User delete failed', error);
        setDeleteFailed(true);
      },
    });
  }

  const shown = users.data?.filter((user) => matches(user, search)) ?? [];

  return (
    <AdminShell title="Users">
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SearchBox label="Search users" placeholder="Name, username or email" value={search} onChange={setSearch} className="w-full max-w-xl" />
          {users.data && (
            <p className="text-sm text-stone-600">
              {shown.length === users.data.length ? `${users.data.length} ${users.data.length === 1 ? 'traveller' : 'travellers'}` : `${shown.length} of ${users.data.length} travellers`}
            </p>
          )}
        </div>
        {deleteFailed && <FormMessage tone="error">Failed to delete user.</FormMessage>}
        {failedCheck && <FormMessage tone="error">{failedCheck.message}</FormMessage>}
        {users.isPending ? (
          <LoadingState />
        ) : users.isError ? (
          <ErrorState>Failed to fetch users.</ErrorState>
        ) : (
          <div className="lg:overflow-x-auto lg:rounded-card lg:bg-white lg:shadow-card lg:ring-1 lg:ring-stone-200/70">
            <table className="w-full text-left text-sm max-lg:block">
              <caption className="sr-only">Travellers</caption>
              <thead className="bg-stone-50 text-xs text-stone-600 uppercase max-lg:sr-only">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className={`px-2.5 py-3 font-semibold whitespace-nowrap first:pl-5 last:pr-5 ${column === 'Bookings' || column === 'Reviews' ? 'text-right' : ''}`}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-stone-100 max-lg:flex max-lg:flex-col max-lg:gap-3 lg:divide-y">
                {shown.length === 0 ? (
                  <tr className="max-lg:block max-lg:rounded-card max-lg:bg-white max-lg:ring-1 max-lg:ring-stone-200">
                    <td colSpan={columns.length} className="px-4 py-10 text-center text-stone-600 max-lg:block">
                      No users found.
                    </td>
                  </tr>
                ) : (
                  shown.map((user) => (
                    <tr
                      key={user._id}
                      className="align-middle hover:bg-stone-50/70 max-lg:grid max-lg:grid-cols-2 max-lg:gap-x-4 max-lg:gap-y-2 max-lg:rounded-card max-lg:bg-white max-lg:p-4 max-lg:shadow-card max-lg:ring-1 max-lg:ring-stone-200/70 sm:max-lg:grid-cols-3"
                    >
                      <Cell label="First Name" className="font-semibold text-stone-900">{user.firstname}</Cell>
                      <Cell label="Last Name" className="font-semibold text-stone-900">{user.lastname}</Cell>
                      <Cell label="Username">
                        <WrapAtPunctuation text={`@${user.username}`} />
                      </Cell>
                      <Cell label="Email" className="max-lg:col-span-2 max-lg:break-all sm:max-lg:col-span-1">
                        <a href={`mailto:${user.email}`} className="text-brand-700 hover:underline">
                          {/* The part before the @ may wrap at its dots; the domain stays whole. */}
                          <WrapAtPunctuation text={user.email.slice(0, user.email.lastIndexOf('@'))} />
                          <wbr />
                          {user.email.slice(user.email.lastIndexOf('@'))}
                        </a>
                      </Cell>
                      <Cell label="Phone" className="whitespace-nowrap tabular-nums">{user.phone}</Cell>
                      <Cell label="Gender">{user.gender ?? '—'}</Cell>
                      <Cell label="Bookings" className="tabular-nums lg:text-right">{user.bookings.length}</Cell>
                      <Cell label="Reviews" className="tabular-nums lg:text-right">{user.reviews.length}</Cell>
                      <td className="px-2.5 py-3 lg:pr-5 max-lg:col-span-full max-lg:flex max-lg:gap-2 max-lg:border-t max-lg:border-stone-100 max-lg:px-0 max-lg:pt-3 max-lg:pb-0 lg:text-right lg:whitespace-nowrap">
                        <ButtonLink
                          to={paths.adminCustomer.href(user._id)}
                          variant="secondary"
                          size="sm"
                          aria-label={`Record of ${user.username}`}
                          className="max-lg:flex-1 lg:mr-2"
                        >
                          Record
                        </ButtonLink>
                        {deletes && (
                          <DeleteButton
                            disabled={checking === user._id || (deleteUser.isPending && deleteUser.variables.userId === user._id)}
                            onClick={() => void remove(user)}
                            aria-label={`Delete ${user.username}`}
                            className="max-lg:flex-1"
                          >
                            Delete
                          </DeleteButton>
                        )}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {dialog}
    </AdminShell>
  );
}

/** A cell that, on narrow screens, shows its column's name above the value. */
function Cell({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td
      data-label={label}
      className={`px-2.5 py-3 lg:first:pl-5 max-lg:flex max-lg:flex-col max-lg:gap-0.5 max-lg:p-0 max-lg:before:text-xs max-lg:before:font-semibold max-lg:before:tracking-wide max-lg:before:text-stone-500 max-lg:before:uppercase max-lg:before:content-[attr(data-label)] ${className}`}
    >
      {children}
    </td>
  );
}

/** Lets a long handle wrap after its dots and underscores, never mid-word. */
function WrapAtPunctuation({ text }: { text: string }) {
  return text.split(/(?<=[._])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
