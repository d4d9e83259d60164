import type { CustomerNote } from '@yatrika/contract/customers';
import { desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { customerNotes } from '../../db/schema/customer-notes.ts';
import { recordAudit, type AuditActor } from '../audit/public.ts';

type NoteRow = typeof customerNotes.$inferSelect;

const toNote = (row: NoteRow): CustomerNote => ({ _id: row.id, text: row.text, author: row.authorName, createdAt: row.createdAt.toISOString() });

/** The operator's notes on a traveller, newest first. */
export async function notesOf(db: Executor, userId: string): Promise<CustomerNote[]> {
  const rows = await db.select().from(customerNotes).where(eq(customerNotes.userId, userId)).orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
  return rows.map(toNote);
}

/** Keeps a note on the traveller's record, signed with the operator's name as it reads today. */
export async function addNote(db: Database, userId: string, author: { _id: string; name: string }, text: string, actor: AuditActor): Promise<CustomerNote> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(customerNotes).values({ userId, authorId: author._id, authorName: author.name, text }).returning();
    await recordAudit(tx, actor, { action: 'customer.note', subject: { kind: 'user', id: userId }, after: { text } });
    return toNote(row!);
  });
}

/** A merge's notes: the duplicate's move to the record kept, with their authors and dates. */
export async function moveNotes(tx: Executor, fromUserId: string, toUserId: string, { dryRun = false }: { dryRun?: boolean } = {}): Promise<number> {
  if (dryRun) return (await tx.select({ id: customerNotes.id }).from(customerNotes).where(eq(customerNotes.userId, fromUserId))).length;
  const moved = await tx.update(customerNotes).set({ userId: toUserId }).where(eq(customerNotes.userId, fromUserId)).returning({ id: customerNotes.id });
  return moved.length;
}
