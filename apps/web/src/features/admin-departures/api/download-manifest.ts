import { departureManifestFileName, rangeManifestFileName } from '@yatrika/contract/manifest-words';
import { saveFile } from '../../../lib/save-file.ts';
import { apiDownload } from '../../../lib/api-client.ts';

/** `GET /api/admin/tours/{id}/departures/{date}/manifest.csv?startTime=`: one departure, a row per traveller. */
export async function downloadDepartureManifest(departure: { tourId: string; date: string; startTime: string; title: string }): Promise<void> {
  const query = new URLSearchParams({ startTime: departure.startTime });
  const path = `/admin/tours/${encodeURIComponent(departure.tourId)}/departures/${departure.date}/manifest.csv?${query}`;
  saveFile(await apiDownload(path), departureManifestFileName(departure.date, departure.title, departure.startTime));
}

/** `GET /api/admin/manifest.csv?from=&to=`: every departure between two dates, a row per traveller. */
export async function downloadRangeManifest(from: string, to: string): Promise<void> {
  saveFile(await apiDownload(`/admin/manifest.csv?${new URLSearchParams({ from, to })}`), rangeManifestFileName(from, to));
}
