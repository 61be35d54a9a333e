/** Uploads read at once in a process (each in a thread: inUploadThread.ts), and how many may wait. */
export const uploadsAtOnce = 2;
export const uploadsWaitingAtMost = 4;

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

/**
 * Runs `work` (reading a body and its file) once fewer than `uploadsAtOnce` run, so at most that many
 * uploads are held in memory and read at a time; with `uploadsWaitingAtMost` waiting already, throws
 * UploadsBusyError at once. A waiting upload's body is not read yet: its sender waits on the socket.
 */
export async function withUploadSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= uploadsAtOnce) {
    if (waiting.length >= uploadsWaitingAtMost) throw new UploadsBusyError();
    // the slot is handed over by the one that ends (running stays as it was)
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
