import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csvText.js';

describe('the CSV writer', () => {
  it('writes text that would start a formula as quoted text with a single quote first', () => {
    for (const text of ['=HYPERLINK("http://x","y")', '+1', '-cmd', '@SUM(1)', '\tx', '\rx', '-1+1'])
      expect(csvCell(text)).toBe(`"'${text.replaceAll('"', '""')}"`);
  });

  it('keeps numbers numbers, negative ones and numeric text too', () => {
    expect(csvCell(-3.5)).toBe('-3.5');
    expect(csvCell('-3.5')).toBe('-3.5');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(0)).toBe('0');
  });

  it('quotes what RFC 4180 asks for and spells out the rest', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(false)).toBe('false');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvText(['a', 'b'], [[1, '=x']])).toBe('\uFEFFa,b\n1,"\'=x"\n');
  });
});
