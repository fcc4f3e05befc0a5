import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with the BOM, ends lines with CRLF and quotes every field', () => {
    const csv = toCsv(
      ['タイトル', 'views'],
      [
        ['DVDを焼く方法', 12],
        ['a "quoted", title\nwith a break', 0],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe(
      '"タイトル","views"\r\n"DVDを焼く方法","12"\r\n"a ""quoted"", title\nwith a break","0"\r\n',
    );
  });

  it('neutralises cells a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    for (const start of ['+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1'])
      expect(csvCell(start).startsWith(`"'`)).toBe(true);
    expect(csvCell(-3)).toBe('"-3"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell('普通の文')).toBe('"普通の文"');
  });
});
