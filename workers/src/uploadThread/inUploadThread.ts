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
  /** files read so far */
  files: number;
}

/**
 * Loading the readers costs a thread 2-3 s of CPU (exceljs, the domain's schemas): a thread that read a small
 * file reads the next one, and one is kept loading ahead for the first file or a second at once. A large
 * file's thread ends with it, and its memory with it; so does one that has read many.
 */
const reuseBelowBytes = 2 * 1024 * 1024;
const filesPerThread = 200;
const keptThreads = 2;
/** loaded or loading, waiting for a file; unref'd, so they keep no process alive */
const available: ReadingThread[] = [];
let threadsStarted = 0;

/** How many reading threads this process has started (a test counts what reuse saves). */
export const readingThreadsStarted = () => threadsStarted;

function startThread(): ReadingThread {
  threadsStarted++;
  const worker = new Worker(new URL('./uploadThread.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: threadHeapMb },
  });
  worker.unref();
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
    // a thread that ends before it is ready would leave its first file waiting forever
    worker.once('exit', (code) => reject(new Error(`The reading thread stopped (exit code ${code})`)));
  });
  const thread: ReadingThread = { worker, ready, files: 0 };
  worker.once('exit', () => {
    const at = available.indexOf(thread);
    if (at >= 0) available.splice(at, 1);
  });
  ready.catch(() => undefined);
  return thread;
}

function takeThread(): ReadingThread {
  const thread = available.shift() ?? startThread();
  if (available.length === 0) available.push(startThread());
  thread.worker.ref();
  return thread;
}

function putBack(thread: ReadingThread, reusable: boolean) {
  thread.files++;
  if (reusable && thread.files < filesPerThread && available.length < keptThreads) {
    thread.worker.unref();
    available.unshift(thread); // loaded: before a spare that may still be loading
  } else void thread.worker.terminate();
}

/**
 * Reads an uploaded file in a thread of its own, never on the caller's event loop: the caller waits for
 * its answer (uploadTasks.ts), a large one in parts, while others are served. A file that needs more memory
 * or time than any file may is refused as a TableFileError.
 */
export async function inUploadThread<Task extends UploadTask>(
  task: Task,
): Promise<{ done: UploadTaskResults[Task['type']]; parts: UploadPart[] }> {
  const { fileName } = task;
  const thread = takeThread();
  const { worker } = thread;
  await thread.ready;
  const parts: UploadPart[] = [];
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (answer: () => void, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      putBack(thread, reusable && task.bytes.byteLength < reuseBelowBytes);
      answer();
    };
    const timer = setTimeout(
      () =>
        settle(
          () =>
            reject(
              new TableFileError(
                `${fileName} took more than ${threadTimeoutMs / 1000} s to read: split it into smaller files.`,
              ),
            ),
          false,
        ),
      threadTimeoutMs,
    );
    const onMessage = ({ part, done, failed }: Answer<Task>) => {
      if (part) {
        parts.push(part);
        // the next part in a later turn, once others were served (uploadThread.mjs waits for this)
        setImmediate(() => settled || worker.postMessage('next'));
      } else if (failed) settle(() => reject(failureOf(fileName, failed)), true);
      else if (done) settle(() => resolve({ done, parts }), true);
    };
    const onError = (error: Error & { code?: string }) =>
      settle(
        () =>
          reject(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new TableFileError(
                  `${fileName} needs more than ${threadHeapMb} MB of memory to read: split it into smaller files.`,
                )
              : error,
          ),
        false,
      );
    const onExit = (code: number) =>
      settle(() => reject(new Error(`The thread reading ${fileName} stopped (exit code ${code})`)), false);
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.postMessage(task);
  });
}
