import { Worker } from 'node:worker_threads';
import { TableFileError } from '../tabularFile/tableFileError.js';
import type { UploadPart, UploadTask, UploadTaskResults } from './uploadTasks.js';

/** A reading thread's heap: a file that needs more is refused (the caller's heap never holds it). */
const threadHeapMb = 768;
/** A 100k-row workbook reads in ~10 s on a busy 2-core machine; a file that takes this long is refused. */
const threadTimeoutMs = 120_000;

type Failure = { name?: string; message?: string; errors?: TableFileError['errors']; stack?: string };
type Answer<Task extends UploadTask> = {
  ready?: true;
  part?: UploadPart;
  done?: UploadTaskResults[Task['type']];
  failed?: Failure;
};

function failureOf(fileName: string, failed: Failure): Error {
  if (failed.name === 'TableFileError') return new TableFileError(failed.message ?? '', failed.errors);
  const error = new Error(`Reading ${fileName} failed: ${failed.message}`);
  error.stack = failed.stack;
  return error;
}

interface ReadingThread {
  worker: Worker;
  ready: Promise<void>;
}

/** Loading the readers takes seconds on a busy machine: a thread is kept loaded for the next file. */
let spare: ReadingThread | undefined;

function startThread(): ReadingThread {
  const worker = new Worker(new URL('./uploadThread.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: threadHeapMb },
  });
  // a spare keeps no process alive
  worker.unref();
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The reading thread stopped (exit code ${code})`)));
  });
  ready.catch(() => {
    if (spare?.worker === worker) spare = undefined;
  });
  return { worker, ready };
}

function takeThread(): ReadingThread {
  const thread = spare ?? startThread();
  spare = startThread();
  thread.worker.ref();
  return thread;
}

/**
 * Reads an uploaded file in a thread of its own, never on the caller's event loop: the caller waits for
 * its answer (uploadTasks.ts), a large one in parts, while others are served. The thread ends with the
 * file, and its memory with it. A file that needs more memory or time than any file may is refused as a TableFileError.
 */
export async function inUploadThread<Task extends UploadTask>(
  task: Task,
): Promise<{ done: UploadTaskResults[Task['type']]; parts: UploadPart[] }> {
  const { fileName } = task;
  const { worker, ready } = takeThread();
  await ready;
  const parts: UploadPart[] = [];
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (answer: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      answer();
      void worker.terminate();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new TableFileError(
              `${fileName} took more than ${threadTimeoutMs / 1000} s to read: split it into smaller files.`,
            ),
          ),
        ),
      threadTimeoutMs,
    );
    worker.on('message', ({ part, done, failed }: Answer<Task>) => {
      if (part) {
        parts.push(part);
        // the next part in a later turn, once others were served (uploadThread.mjs waits for this)
        setImmediate(() => settled || worker.postMessage('next'));
      } else if (failed) settle(() => reject(failureOf(fileName, failed)));
      else if (done) settle(() => resolve({ done, parts }));
    });
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new TableFileError(
                `${fileName} needs more than ${threadHeapMb} MB of memory to read: split it into smaller files.`,
              )
            : error,
        ),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The thread reading ${fileName} stopped (exit code ${code})`))),
    );
    worker.postMessage(task);
  });
}
