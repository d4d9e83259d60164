import type { CustomerMergePreview } from '@yatrika/contract/customers';
import { apiFetch } from '../../../lib/api-client.ts';

/** What merging the duplicate into the record kept would move: asked when the operator picks it, shown before confirming. */
export function fetchMergePreview(keptId: string, duplicateId: string): Promise<CustomerMergePreview> {
  return apiFetch<CustomerMergePreview>(`/admin/users/${encodeURIComponent(keptId)}/merge?duplicateId=${encodeURIComponent(duplicateId)}`);
}
