// A thread that reads one uploaded file (inUploadThread.ts): it loads the readers, says it is ready, then
// runs the one task it is sent. Plain JavaScript that registers tsx first, so the TypeScript readers load
// the same under tsx, vitest and production.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runUploadTask } = await import('./uploadTasks.ts');
parentPort.once('message', async (task) => {
  try {
    parentPort.postMessage({ done: await runUploadTask(task) });
  } catch (error) {
    const { name, message, errors } = error;
    parentPort.postMessage({ failed: { name, message, errors, stack: error.stack } });
  }
});
parentPort.postMessage({ ready: true });
