// A thread that reads one uploaded file (inUploadThread.ts): it loads the readers, says it is ready, then
// runs the one task it is sent, posting its parts and then its answer. Plain JavaScript that registers tsx first, so the TypeScript readers load
// the same under tsx, vitest and production.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runUploadTask } = await import('./uploadTasks.ts');
parentPort.once('message', async (task) => {
  try {
    // a part at a time, the next once the caller has taken this one: messages already queued are all
    // unpacked in one turn of the caller's loop, which is what parts are there to avoid
    const send = (part) =>
      new Promise((taken) => {
        parentPort.once('message', taken);
        parentPort.postMessage({ part });
      });
    parentPort.postMessage({ done: await runUploadTask(task, send) });
  } catch (error) {
    const { name, message, errors } = error;
    parentPort.postMessage({ failed: { name, message, errors, stack: error.stack } });
  }
});
parentPort.postMessage({ ready: true });
