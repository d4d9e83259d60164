// The manifest in words and its file names, without zod, so the CSV the server makes and the web
// app's manifest say the same.
import type { Attendance } from './attendance.ts';

/** "All 3 checked in", "2 checked in, 1 no-show", "3 awaited": how far a party has come. */
export function attendanceWords(attendance: Pick<Attendance, 'checkedIn' | 'noShow' | 'waiting'>): string {
  const { checkedIn, noShow, waiting } = attendance;
  if (checkedIn > 0 && noShow === 0 && waiting === 0) return `All ${checkedIn} checked in`;
  const parts = [
    checkedIn > 0 ? `${checkedIn} checked in` : undefined,
    noShow > 0 ? `${noShow} no-show` : undefined,
    waiting > 0 ? `${waiting} awaited` : undefined,
  ].filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(', ') : 'Nobody expected';
}

/** "+2 unnamed": the people of a party nobody has named yet. */
export const unnamedWords = (unnamed: number) => `+${unnamed} unnamed`;

/** What the CSV writes where a traveller has no name yet (a client that sent none). */
export const UNNAMED_TRAVELLER = '(not named yet)';

/** Letters and digits of a tour title for a file name: "Kedarnath Trek (5D)" → "kedarnath-trek-5d". */
export function fileSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The file of one departure's manifest: "manifest-2026-12-01-kedarnath-trek.csv". */
export const departureManifestFileName = (date: string, title: string | undefined, startTime?: string) => {
  const slug = title ? fileSlug(title) : '';
  const time = startTime ? `-${startTime.replace(':', '')}` : '';
  return `manifest-${date}${time}${slug ? `-${slug}` : ''}.csv`;
};

/** The file of every departure between two dates: "manifest-2026-12-01-to-2026-12-14.csv". */
export const rangeManifestFileName = (from: string, to: string) => `manifest-${from}-to-${to}.csv`;
