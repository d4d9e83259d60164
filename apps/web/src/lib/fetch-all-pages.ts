import { apiFetchPage } from './api-client.ts';

const PAGE_SIZE = 100;
/** A safety stop: ten thousand rows is far beyond what the screens that read whole lists are for. */
const MAX_PAGES = 100;

/**
 * Every row of a paginated list, following the server's X-Next-Cursor pages, so that
 * a screen's searches, counts and filters see the whole list, not its first page.
 * Shared: the admin lists and the traveller's own payments use it.
 */
export async function fetchAllPages<Answer, Row>(
  path: string,
  rowsOf: (answer: Answer) => Row[],
  signal?: AbortSignal,
): Promise<Row[]> {
  const rows: Row[] = [];
  const separator = path.includes('?') ? '&' : '?';
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const cursorParam = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const { data, nextCursor } = await apiFetchPage<Answer>(`${path}${separator}limit=${PAGE_SIZE}${cursorParam}`, { signal });
    rows.push(...rowsOf(data));
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return rows;
}
