import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

/** The README's configuration row for VITALS_SAMPLE_RATE: its default and its meaning. */
function documentedRow(): { defaultValue: string; meaning: string } {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../../../../README.md'), 'utf8');
  const row = readme.split('\n').find((line) => line.startsWith('| `VITALS_SAMPLE_RATE` |'));
  if (!row) throw new Error('The README documents no VITALS_SAMPLE_RATE.');
  const [, defaultValue = '', meaning = ''] = row.split(' | ');
  return { defaultValue: defaultValue.replaceAll('`', ''), meaning };
}

describe('VITALS_SAMPLE_RATE as the README documents it', () => {
  it('defaults to the value the README gives', () => {
    expect(loadConfig({}).vitalsSampleRate).toBe(Number(documentedRow().defaultValue));
  });

  it('is a share of page views from 0 to 1: 0 measures nothing, 1 every page view', () => {
    expect(documentedRow().meaning).toMatch(/share of page views, from 0 to 1/);
    expect(documentedRow().meaning).toContain('`0` measures nothing, `1` every page view');
    expect(loadConfig({ VITALS_SAMPLE_RATE: '0' }).vitalsSampleRate).toBe(0);
    expect(loadConfig({ VITALS_SAMPLE_RATE: '1' }).vitalsSampleRate).toBe(1);
    expect(loadConfig({ VITALS_SAMPLE_RATE: '0.05' }).vitalsSampleRate).toBe(0.05);
  });

  // A percentage (25) or a negative share is not a share of page views: refused at start, naming the variable.
  it.each(['25', '1.5', '-0.1', 'a quarter'])('refuses %j', (value) => {
    expect(() => loadConfig({ VITALS_SAMPLE_RATE: value })).toThrow('VITALS_SAMPLE_RATE');
  });
});
