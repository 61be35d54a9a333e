import { type JobProcessor, percentOf } from '../queues.js';
import type { JobDeps } from '../registry.js';
import { type CloneJobData, cloneResources } from './cloneResources.js';
import { ProgressReporter } from '../progressReporter.js';

/** The cloneResources queue's processor (DESIGN §8): the clone, with its progress reported as it goes. */
export function cloneResourcesProcessor(deps: JobDeps): JobProcessor {
  return async (job) => {
    // a retried attempt skips what the last one made, and its progress goes on from where that one was
    const reporter = new ProgressReporter(
      (percent) => job.updateProgress(percent),
      Date.now,
      percentOf(job.progress),
    );
    const result = await cloneResources(deps, job.data as CloneJobData, String(job.id), (percent) =>
      reporter.report(percent),
    );
    await reporter.finish();
    return result;
  };
}
