// A thread that reads uploaded files (inUploadThread.ts): it loads the readers, says it is ready, then runs
// each task it is sent, one at a time, posting its parts and then its answer. Plain JavaScript that
// registers tsx first, so the TypeScript readers load the same under tsx, vitest and production.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runUploadTask } = await import('./uploadTasks.ts');
/** Set while a part waits for the caller to take it. */
let partTaken;
parentPort.on('message', async (message) => {
  if (message === 'next') {
    const taken = partTaken;
    partTaken = undefined;
    taken?.();
    return;
  }
  try {
    // a part at a time, the next once the caller has taken this one: messages already queued are all
    // unpacked in one turn of the caller's loop, which is what parts are there to avoid
    const send = (part) =>
      new Promise((taken) => {
        partTaken = taken;
        parentPort.postMessage({ part });
      });
    parentPort.postMessage({ done: await runUploadTask(message, send) });
  } catch (error) {
    const { name, message: text, errors } = error;
    parentPort.postMessage({ failed: { name, message: text, errors, stack: error.stack } });
  }
});
parentPort.postMessage({ ready: true });
