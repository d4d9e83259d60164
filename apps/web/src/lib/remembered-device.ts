/**
 * The remembered-device tokens this browser holds, one per staff email (decision 049): sent with
 * the admin login so a remembered browser skips the code for up to 30 days. The server keeps
 * only their hashes and decides whether one still counts.
 */
const KEY = 'yatrika.rememberedDevices';

function read(): Record<string, string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function write(devices: Record<string, string>): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(devices));
  } catch {
    // Private mode without storage: the code is asked for every time, nothing breaks.
  }
}

const keyOf = (email: string) => email.trim().toLowerCase();

export function rememberedDeviceFor(email: string): string | undefined {
  return read()[keyOf(email)];
}

export function keepRememberedDevice(email: string, token: string): void {
  write({ ...read(), [keyOf(email)]: token });
}

export function dropRememberedDevice(email: string): void {
  const { [keyOf(email)]: _dropped, ...rest } = read();
  write(rest);
}
