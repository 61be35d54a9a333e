/** Uploads read at once in a process (each in a thread: inUploadThread.ts), and how many large may wait. */
export const uploadsAtOnce = 2;
export const uploadsWaitingAtMost = 4;
/**
 * An upload that says it is at most this large waits whatever waits already: its socket and, once its turn
 * comes, a megabyte are all it costs (a person's or a test's many small files are not refused as busy).
 */
export const smallUploadBytes = 1024 * 1024;

/** Every upload slot taken and as many waiting as may: the caller answers 503 with Retry-After. */
export class UploadsBusyError extends Error {
  override readonly name = 'UploadsBusyError';
  readonly retryAfterSeconds = 10;
  constructor() {
    super('Other files are being read: send this one again in a few seconds.');
  }
}

let running = 0;
const waiting: (() => void)[] = [];
let largeWaiting = 0;

/**
 * Runs `work` (reading a body and its file) once fewer than `uploadsAtOnce` run, so at most that many
 * uploads are held in memory and read at a time; with `uploadsWaitingAtMost` large ones waiting already, a
 * large one (`declaredBytes` above smallUploadBytes, or unknown) throws UploadsBusyError at once. A waiting
 * upload's body is not read yet: its sender waits on the socket.
 */
export async function withUploadSlot<T>(work: () => Promise<T>, declaredBytes?: number): Promise<T> {
  if (running >= uploadsAtOnce) {
    const large = declaredBytes === undefined || declaredBytes > smallUploadBytes;
    if (large && largeWaiting >= uploadsWaitingAtMost) throw new UploadsBusyError();
    if (large) largeWaiting += 1;
    // the slot is handed over by the one that ends (running stays as it was)
    await new Promise<void>((resolve) => waiting.push(resolve));
    if (large) largeWaiting -= 1;
  } else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
