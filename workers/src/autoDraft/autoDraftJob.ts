import type { AutoDraftEvent } from '@tams/domain';
import type { EventMetadata } from '@tams/event-store';
import { derivedId } from '@tams/platform';
import { draftFacts } from '@tams/projections';
import type { JobStarter } from '../jobProgressNotices.js';
import { ProgressReporter } from '../progressReporter.js';
import { type JobProcessor, percentOf } from '../queues.js';
import type { JobDeps } from '../registry.js';
import { readAutoDraft, runAutoDraftCommand } from './autoDraftStream.js';
import { draftAssignments } from './draftAssignments.js';

/** What the API enqueues: the draft it recorded (its request is in the draft's stream). */
export interface AutoDraftJobData {
  id: string;
  startedBy: JobStarter;
  /** Effort management is on: expected teaching shares set required points (as everywhere workload shows). */
  effortEnabled: boolean;
}

/** The solver stops here with the best draft so far (DESIGN §18's budget is 10 s for 400 x 80). */
const timeLimitSeconds = 60;

/**
 * The `autoDraft` queue's processor (DESIGN §18): reads the draft's facts from the read models, solves it
 * (draftAssignments, HiGHS in a worker thread) with progress over the socket, and records the result on
 * the draft's stream. The events' ids follow from the draft, so a retried job records nothing twice; a
 * draft solved or discarded meanwhile is left as it is.
 */
export function autoDraftProcessor(deps: JobDeps): JobProcessor {
  return async (job) => {
    const data = job.data as AutoDraftJobData;
    const { id } = data;
    const metadata: EventMetadata = {
      actorId: data.startedBy.userId,
      authenticatedUserId: data.startedBy.authenticatedUserId,
      via: 'job',
      correlationId: id,
      causationId: id,
    };
    const eventIdOf = (event: AutoDraftEvent) => derivedId(event.type, id);
    const { state } = await readAutoDraft(deps.store, id);
    if (!state.request) throw new Error(`No auto-draft ${id} was requested`);
    if (state.status !== 'solving') return { id, status: state.status };
    const reporter = new ProgressReporter(
      (percent) => job.updateProgress(percent),
      Date.now,
      percentOf(job.progress),
    );
    const { request } = state;
    try {
      const problem = await draftFacts(deps.db, { ...request, effortEnabled: data.effortEnabled });
      const result = await draftAssignments(problem, request.weights, {
        timeLimitSeconds,
        onProgress: ({ percent }) => reporter.report(percent),
      });
      await runAutoDraftCommand(
        deps.store,
        id,
        { type: 'RecordAutoDraftSolved', id, result },
        { metadata, eventIdOf },
      );
      await reporter.finish();
      return { id, status: 'solved', figures: result.figures };
    } catch (error) {
      // the last attempt: the draft says it failed (GET answers it even once the job is gone)
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        const message = error instanceof Error ? error.message : String(error);
        await runAutoDraftCommand(
          deps.store,
          id,
          { type: 'RecordAutoDraftFailed', id, error: message },
          { metadata, eventIdOf },
        ).catch(() => {});
      }
      throw error;
    }
  };
}
