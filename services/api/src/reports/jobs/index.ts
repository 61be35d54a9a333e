import type Router from '@koa/router';
import type { JobQueues } from '@tams/workers';
import type { AppContext } from '../../context.js';
import { dataExportRoutes } from './dataExportRoutes.js';
import { reportSnapshotRoutes } from './snapshotRoutes.js';

export { reportJobMigrations } from './jobTables.js';

/** The report jobs' routes: snapshots (SnapshotReport) and data exports (DESIGN §15). */
export function reportJobRoutes(router: Router, deps: AppContext, queues: JobQueues | undefined): void {
  reportSnapshotRoutes(router, deps, queues);
  dataExportRoutes(router, deps, queues);
}
