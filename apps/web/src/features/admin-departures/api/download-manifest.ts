import { departureManifestFileName, rangeManifestFileName } from '@yatrika/contract/manifest-words';
import { apiDownload } from '../../../lib/api-client.ts';

/** Hands a fetched file to the browser's download, under `fileName`. */
function save(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is let go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `GET /api/admin/tours/{id}/departures/{date}/manifest.csv?startTime=`: one departure, a row per traveller. */
export async function downloadDepartureManifest(departure: { tourId: string; date: string; startTime: string; title: string }): Promise<void> {
  const query = new URLSearchParams({ startTime: departure.startTime });
  const path = `/admin/tours/${encodeURIComponent(departure.tourId)}/departures/${departure.date}/manifest.csv?${query}`;
  save(await apiDownload(path), departureManifestFileName(departure.date, departure.title, departure.startTime));
}

/** `GET /api/admin/manifest.csv?from=&to=`: every departure between two dates, a row per traveller. */
export async function downloadRangeManifest(from: string, to: string): Promise<void> {
  save(await apiDownload(`/admin/manifest.csv?${new URLSearchParams({ from, to })}`), rangeManifestFileName(from, to));
}
