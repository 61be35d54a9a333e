import { createHash } from 'node:crypto';

/**
 * Deterministic ids for demo data: the same seed gives the same ids on every machine. Shaped as UUIDv7
 * (version 7, RFC variant) with a fixed time prefix per kind so that rows of one kind stay near each other
 * in indexes.
 */
export function demoId(kind: string, key: string | number): string {
  const hash = createHash('sha256').update(`${kind}:${key}`).digest('hex');
  const kindTime = createHash('sha256').update(kind).digest('hex').slice(0, 12);
  return [
    kindTime.slice(0, 8),
    kindTime.slice(8, 12),
    `7${hash.slice(0, 3)}`,
    `${((Number.parseInt(hash.slice(3, 4), 16) & 0x3) | 0x8).toString(16)}${hash.slice(4, 7)}`,
    hash.slice(7, 19),
  ].join('-');
}
