import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { StaffRole } from '@yatrika/contract/staff';

/**
 * Test-only: gives a staff account another role straight in a stopped site's embedded database,
 * for journeys that need a role the spec's `POST /api/admin/register` does not make (it makes
 * managers). The site must be stopped: the embedded database has one user at a time.
 */
export async function setStaffRoleInData(dataDir: string, email: string, role: StaffRole): Promise<void> {
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  try {
    const result = await client.query("update users set staff_role = $1 where lower(email) = lower($2) and role = 'admin'", [role, email]);
    if (result.affectedRows !== 1) throw new Error(`no staff account ${email} to make ${role}`);
  } finally {
    await client.close();
  }
}
