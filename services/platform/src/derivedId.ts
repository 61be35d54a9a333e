import { createHash } from 'node:crypto';

/**
 * An id that follows from what the record is (e.g. "course C offered in period P"), so that making the
 * same thing twice (a retried clone job, a second seed) finds the first instead of duplicating it. Shaped as
 * UUIDv7 (version 7, RFC variant) with a fixed time prefix per kind so that rows of one kind stay near each
 * other in indexes.
 */
const kindTimes = new Map<string, string>();
const kindTimeOf = (kind: string) => {
  let time = kindTimes.get(kind);
  if (time === undefined) {
    time = createHash('sha256').update(kind).digest('hex').slice(0, 12);
    kindTimes.set(kind, time);
  }
  return time;
};

export function derivedId(kind: string, key: string | number): string {
  const hash = createHash('sha256').update(`${kind}:${key}`).digest('hex');
  const kindTime = kindTimeOf(kind);
  return [
    kindTime.slice(0, 8),
    kindTime.slice(8, 12),
    `7${hash.slice(0, 3)}`,
    `${((Number.parseInt(hash.slice(3, 4), 16) & 0x3) | 0x8).toString(16)}${hash.slice(4, 7)}`,
    hash.slice(7, 19),
  ].join('-');
}
