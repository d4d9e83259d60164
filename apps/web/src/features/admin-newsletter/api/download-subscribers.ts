import { todayInIndia } from '../../../lib/format.ts';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** `GET /api/admin/newsletter/subscribers.csv`: every confirmed address, saved under today's date. */
export async function downloadConfirmedCsv(): Promise<void> {
  saveFile(await apiDownload('/admin/newsletter/subscribers.csv'), `yatrika-newsletter-${todayInIndia()}.csv`);
}
