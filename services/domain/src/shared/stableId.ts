/**
 * SHA-256 in plain TypeScript: the domain also runs in the browser (no node:crypto), and an id derived
 * from what a record is must come out the same on both sides.
 */
// Int32Array: V8 keeps the arithmetic in 32-bit integers (a plain array of these would hold doubles)
const roundConstants = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const rotate = (value: number, bits: number) => (value >>> bits) | (value << (32 - bits));

const words = new Int32Array(64);
const state = new Int32Array(8);
const initial = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

/** The bytes of an ASCII text (ids, keys: the usual case), or undefined when it is not ASCII. */
function asciiBytes(text: string): Uint8Array | undefined {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return undefined;
    bytes[i] = code;
  }
  return bytes;
}

/** SHA-256 of the UTF-8 bytes of `text`, as hex. */
export function sha256Hex(text: string): string {
  const bytes = asciiBytes(text) ?? new TextEncoder().encode(text);
  const length = Math.ceil((bytes.length + 9) / 64) * 64;
  const padded = new Uint8Array(length);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(length - 8, Math.floor((bytes.length * 8) / 2 ** 32));
  view.setUint32(length - 4, (bytes.length * 8) >>> 0);
  state.set(initial);
  for (let offset = 0; offset < length; offset += 64) {
    for (let i = 0; i < 16; i++) words[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const w15 = words[i - 15]!;
      const w2 = words[i - 2]!;
      const s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >>> 3);
      const s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >>> 10);
      words[i] = words[i - 16]! + s0 + words[i - 7]! + s1;
    }
    let a = state[0]!;
    let b = state[1]!;
    let c = state[2]!;
    let d = state[3]!;
    let e = state[4]!;
    let f = state[5]!;
    let g = state[6]!;
    let h = state[7]!;
    for (let i = 0; i < 64; i++) {
      const t1 =
        (h +
          (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) +
          ((e & f) ^ (~e & g)) +
          roundConstants[i]! +
          words[i]!) |
        0;
      const t2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
    state[4] += e;
    state[5] += f;
    state[6] += g;
    state[7] += h;
  }
  let hex = '';
  for (let i = 0; i < 8; i++) hex += (state[i]! >>> 0).toString(16).padStart(8, '0');
  return hex;
}

const kindPrefixes = new Map<string, string>();

/**
 * The id of a record that follows from what it is (`kind` and `key`), the same as @tams/platform's
 * derivedId gives on the server: UUIDv7-shaped with a fixed time prefix per kind.
 */
export function stableIdOf(kind: string, key: string): string {
  const hash = sha256Hex(`${kind}:${key}`);
  let kindTime = kindPrefixes.get(kind);
  if (kindTime === undefined) {
    kindTime = sha256Hex(kind).slice(0, 12);
    kindPrefixes.set(kind, kindTime);
  }
  return [
    kindTime.slice(0, 8),
    kindTime.slice(8, 12),
    `7${hash.slice(0, 3)}`,
    `${((Number.parseInt(hash.slice(3, 4), 16) & 0x3) | 0x8).toString(16)}${hash.slice(4, 7)}`,
    hash.slice(7, 19),
  ].join('-');
}
