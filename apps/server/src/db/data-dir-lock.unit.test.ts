import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

describe('data folder lock', () => {
  it('refuses a second holder while the first is alive, and frees on release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yatrika-lock-'));
    // A running process other than us holds it: our parent.
    writeFileSync(path.join(dir, 'yatrika.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another Yatrika process/);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yatrika-lock-'));
    writeFileSync(path.join(dir, 'yatrika.lock'), '999999999');
    const release = lockDataDir(dir);
    release();
    const again = lockDataDir(dir);
    again();
  });
});
