import type { EventStore } from '@tams/event-store';
import type { EmailConfig } from '@tams/platform';
import type { ReadModels } from '@tams/projections';
import { autoDraftProcessor } from './autoDraft/autoDraftJob.js';
import { cloneResourcesProcessor } from './cloning/cloneJob.js';
import { dataExportProcessor } from './dataExport/dataExportJob.js';
import { effortImportProcessor } from './effortImport/importJob.js';
import { emailProcessor } from './emailInstructors/emailJob.js';
import type { JobProcessor, QueueName } from './queues.js';
import { reportSnapshotProcessor } from './reportSnapshot/snapshotJob.js';
import { sisImportProcessor } from './sisImport/sisImportJob.js';

/** What a job reads and writes: the read models (the database) and the event store. */
export interface JobDeps {
  db: ReadModels;
  store: EventStore;
  /** Email Instructors' SMTP server and rate (unset: messages go to the outbox). */
  email?: EmailConfig;
}

/**
 * The processors of this build, by queue (DESIGN §8): a job's code lives in its feature folder under
 * workers/src, and registers its processor here, one line each. A ROLE=workers (or all) process runs them.
 */
export const jobProcessors: Partial<Record<QueueName, (deps: JobDeps) => JobProcessor>> = {
  cloneResources: cloneResourcesProcessor,
  effortImport: effortImportProcessor,
  reportSnapshot: reportSnapshotProcessor,
  dataExport: dataExportProcessor,
  sisImport: sisImportProcessor,
  email: emailProcessor,
  autoDraft: autoDraftProcessor,
};
