/**
 * The outbox's query keys, under the admin lists' common root (`lib/admin-queries.ts`), so a
 * refresh of every admin list reaches them too. Only this area reads them.
 */
export const emailKeys = {
  all: ['admin', 'emails'],
  one: (emailId: string) => ['admin', 'emails', 'one', emailId],
} as const;
