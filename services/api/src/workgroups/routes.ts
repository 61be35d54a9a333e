import type Router from '@koa/router';
import { workgroupMemberships, workgroups } from '@tams/domain';
import type { AppContext } from '../context.js';
import { recordRoutes } from '../resources/recordRoutes.js';

/** Workgroups and their members (spec §3 Workgroup membership: permission bits 1 approve, 2 assign). */
export function workgroupRoutes(router: Router, deps: AppContext): void {
  recordRoutes(router, deps, workgroups);
  recordRoutes(router, deps, workgroupMemberships);
}
