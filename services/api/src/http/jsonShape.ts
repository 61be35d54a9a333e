/**
 * What a JSON body may be before JSON.parse sees it. JSON.parse spends a third of a second on 1 MB of
 * arrays nested 500,000 deep, with the event loop (the whole server) waiting; no form of the app nests
 * past a dozen levels or sends more than a few thousand values.
 */
export const jsonBodyLimits = { bytes: 1024 * 1024, depth: 64, members: 20_000, values: 100_000 };

export type JsonShapeRefusal =
  { kind: 'depth' | 'members' | 'values'; message: string } | { kind: 'prototype'; message: string };

/** The characters that give a JSON text its shape; the scan jumps from one to the next natively. */
const structural = /["[\]{},]/g;
const backslash = 0x5c;
const colon = 0x3a;

/**
 * One pass over the text, no tree, stopping at the first bound crossed: nesting depth, members of one
 * array or object, values in all (containers and commas), and a `__proto__` key (refused as the JSON
 * parser refused it, against prototype poisoning). It only has to be conservative: JSON.parse, which runs
 * after it, judges the syntax, and fails fast on what the scan leaves to it (a stray closer, trailing text).
 */
export function jsonShapeRefusal(text: string, limits = jsonBodyLimits): JsonShapeRefusal | undefined {
  const members: number[] = []; // commas seen in each open array or object
  let values = 0;
  structural.lastIndex = 0;
  for (let found = structural.exec(text); found; found = structural.exec(text)) {
    const char = found[0];
    if (char === '"') {
      const end = endOfString(text, found.index);
      if (end === -1) return undefined;
      if (isPrototypeKey(text, found.index, end)) {
        return { kind: 'prototype', message: 'Object contains forbidden prototype property' };
      }
      structural.lastIndex = end + 1;
      continue;
    }
    if (char === ']' || char === '}') {
      members.pop();
      if (members.length === 0) return undefined;
      continue;
    }
    values += 1;
    if (values > limits.values) {
      return { kind: 'values', message: `The JSON body has more than ${limits.values} values` };
    }
    if (char === '[' || char === '{') {
      if (members.length >= limits.depth) {
        return {
          kind: 'depth',
          message: `The JSON body nests arrays and objects deeper than ${limits.depth} levels`,
        };
      }
      members.push(0);
    } else if (members.length > 0 && ++members[members.length - 1]! >= limits.members) {
      return {
        kind: 'members',
        message: `An array or object in the JSON body has more than ${limits.members} members`,
      };
    }
  }
  return undefined;
}

/** The index of the quote that ends the string starting at `start`, or -1: one not escaped. */
function endOfString(text: string, start: number): number {
  for (let at = text.indexOf('"', start + 1); at !== -1; at = text.indexOf('"', at + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === backslash) backslashes += 1;
    if (backslashes % 2 === 0) return at;
  }
  return -1;
}

/** Whether the string from `start` to `end` (its quotes) is a key that reads `__proto__`, escaped or not. */
function isPrototypeKey(text: string, start: number, end: number): boolean {
  const raw = text.slice(start + 1, end);
  // "__proto__" is 9 characters; each may be written as a 6-character \u escape
  if (raw.length < 9 || raw.length > 54) return false;
  let decoded = raw;
  if (raw.includes('\\')) {
    try {
      decoded = JSON.parse(`"${raw}"`) as string;
    } catch {
      return false;
    }
  }
  if (decoded !== '__proto__') return false;
  let next = end + 1;
  while (next < text.length && /\s/.test(text[next]!)) next += 1;
  return text.charCodeAt(next) === colon;
}
