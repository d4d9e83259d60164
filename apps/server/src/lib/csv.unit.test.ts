import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv.ts';

describe('CSV cells', () => {
  it.each([
    ['Asha Verma', 'Asha Verma'],
    ['Verma, Asha', '"Verma, Asha"'],
    ['Asha "Ash" Verma', '"Asha ""Ash"" Verma"'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+91 98765 43210', "'+91 98765 43210"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['मीरा', 'मीरा'],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as they are and nothing for a missing value', () => {
    expect(csvCell(34)).toBe('34');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('starts the file with the byte-order mark and ends every line with CRLF', () => {
    expect(csvFile(['a', 'b'], [['1', null]])).toBe('\uFEFFa,b\r\n1,\r\n');
  });
});
