import { bookingsCsvFileName } from '@yatrika/contract/admin-booking-table';
import { todayInIndia } from '@yatrika/contract/dates';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** `GET /api/admin/bookings.csv?…`: every booking the same filters keep, all pages, in the same order. */
export async function downloadBookingsCsv(query: string): Promise<void> {
  saveFile(await apiDownload(`/admin/bookings.csv${query ? `?${query}` : ''}`), bookingsCsvFileName(todayInIndia()));
}
