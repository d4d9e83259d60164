/**
 * Log lines for a person at a terminal. The logger always produces JSON (with secrets already
 * redacted); this turns each line into "12:04:31 message", with the level only when it is a warning
 * or worse and the request id when there is one, so "Yatrika is ready" is not buried in JSON.
 */

const levelNames: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const warning = 40;

interface LogEntry {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  err?: { message?: string; type?: string };
}

export function formatLogLine(line: string): string {
  let entry: LogEntry;
  try {
    entry = JSON.parse(line) as LogEntry;
  } catch {
    return line.trimEnd();
  }
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = (entry.level ?? 30) >= warning ? `${levelNames[entry.level ?? 30] ?? 'LOG'} ` : '';
  const reason = entry.err ? `: ${entry.err.message || entry.err.type}` : '';
  const request = entry.reqId && (entry.level ?? 30) >= warning ? ` [request ${entry.reqId}]` : '';
  return `${time} ${level}${entry.msg ?? ''}${reason}${request}`;
}

/** A logger destination writing readable lines to `out` (the terminal). */
export function readableLogStream(out: { write(text: string): unknown }) {
  return { write: (line: string) => void out.write(`${formatLogLine(line)}\n`) };
}
