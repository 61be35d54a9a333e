import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './stableId.js';

describe('sha256Hex (the browser-safe hash behind stable ids)', () => {
  it('gives what node:crypto gives, across block boundaries and for text beyond ASCII', () => {
    const texts = [
      '',
      'abc',
      'x'.repeat(55),
      'x'.repeat(56),
      'x'.repeat(64),
      'y'.repeat(200),
      'Ångström – ünïcödé 😀',
    ];
    for (const text of texts)
      expect(sha256Hex(text), JSON.stringify(text)).toBe(createHash('sha256').update(text).digest('hex'));
  });
});
