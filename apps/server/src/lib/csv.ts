import type { FastifyReply } from 'fastify';

/**
 * Spreadsheet files (RFC 4180) that Excel, LibreOffice and Google Sheets open as they are: UTF-8
 * with a byte-order mark (without it Excel reads Devanagari as Latin-1), CRLF line ends, every cell
 * quoted where it must be, and no cell that a spreadsheet would run as a formula.
 */

const BYTE_ORDER_MARK = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula (and tab and CR, which some also do). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell. Text that a spreadsheet would evaluate (`=HYPERLINK(…)`, `+91…`, `-1`, `@SUM`) gets a
 * leading apostrophe, so a traveller's name can never run in the operator's spreadsheet; then the
 * cell is quoted when it holds a comma, a quote or a line break, quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the header row, then the rows, each line ended by CRLF, the mark first. */
export function csvFile(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BYTE_ORDER_MARK}${lines.map((line) => `${line}\r\n`).join('')}`;
}

/** A CSV the browser saves under `fileName` rather than shows; never cached: such files hold travellers' phones and emails. */
export function sendCsvFile(reply: FastifyReply, fileName: string, file: string) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file);
}
