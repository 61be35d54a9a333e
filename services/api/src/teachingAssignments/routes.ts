import type Router from '@koa/router';
import { fieldValueSchema, NotFoundError, teachingAssignments, ValidationError } from '@tams/domain';
import type { Context } from 'koa';
import { z } from 'zod';
import { authorize } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { parseBody } from '../http/body.js';
import { ForbiddenError } from '../http/errors.js';
import { setListHeaders } from '../http/listHeaders.js';
import { parseListQuery } from '@tams/projections';
import { requestBody } from '../http/requestBody.js';
import { type Row, recordById } from '../resources/recordReads.js';
import { allowsRecord, recordRoutes } from '../resources/recordRoutes.js';
import { withCourseNumbers } from '../sections/sectionCourses.js';
import { assignmentWriteRoutes } from './assignmentWrites.js';
import { restoreAssignmentRoute } from './restoreAssignment.js';
import { loadPreview } from './loadPreview.js';
import { suggestedAssignees } from './suggestedAssignees.js';
import { workloadOptionsOf } from '../effort/effortEnabled.js';

const uuid = z.uuid({ error: 'Must be a UUID' });
export const previewRequest = z.object({
  SectionId: uuid,
  UserId: uuid,
  points: (fieldValueSchema(teachingAssignments.fields.points) as z.ZodType<number>).optional(),
});

/** A section the caller may assign in (create a teaching assignment on), or 404 / 403. */
async function assignableSection(deps: AppContext, ctx: Context, sectionId: string): Promise<Row> {
  const { ability } = authorize(ctx, 'create', 'SectionAssignment');
  const section = await recordById(deps.db, 'sections', sectionId);
  if (!section || !allowsRecord(ability, 'read', 'Section', section))
    throw new NotFoundError('sections', sectionId);
  const record = { SectionId: section.id, WorkgroupId: section.WorkgroupId ?? null };
  if (!allowsRecord(ability, 'create', 'SectionAssignment', record)) throw new ForbiddenError();
  return section;
}

/**
 * Teaching assignments (spec §3; DESIGN §11): the generic reads, read only where the section may be read
 * (alsoReadAs in services/access says so for every read path); assign, change and remove as the domain's
 * commands on the section's stream (assignmentWrites); the load preview of an assignment before it is
 * made; and the suggested assignees of a section.
 */
export function teachingAssignmentRoutes(router: Router, deps: AppContext): void {
  const records = recordRoutes(router, deps, teachingAssignments, {
    without: ['create', 'update', 'delete'],
    decorate: withCourseNumbers(deps.db),
  });
  assignmentWriteRoutes(router, deps, records);
  restoreAssignmentRoute(router, deps, records);

  router.post('/api/teachingAssignments/preview', async (ctx) => {
    authorize(ctx, 'create', 'SectionAssignment');
    const request = parseBody(previewRequest, requestBody(ctx));
    const section = await assignableSection(deps, ctx, request.SectionId);
    const preview = await loadPreview(
      deps.db,
      section,
      request.UserId,
      request.points,
      workloadOptionsOf(deps),
    );
    // as a create would answer it: a preview for nobody is a mistake, not a preview of zero points
    if (!preview)
      throw new ValidationError({
        UserId: `No ${teachingAssignments.fields.UserId.label.toLowerCase()} with this id`,
      });
    ctx.body = preview;
  });

  router.get('/api/suggestedAssignees', async (ctx) => {
    authorize(ctx, 'create', 'SectionAssignment');
    const query = parseListQuery(ctx.query, {
      fields: { SectionId: { kind: 'uuid', ops: ['eq'] } },
      sortable: new Set(),
      includes: new Set(),
      search: [],
      meta: false,
      defaultSort: [],
    });
    const sectionId = query.filters.find((clause) => clause.field === 'SectionId')?.value;
    if (typeof sectionId !== 'string')
      throw new ValidationError({ SectionId: 'Required: the section to suggest for' });
    const section = await assignableSection(deps, ctx, sectionId);
    const suggestions = await suggestedAssignees(
      deps.db,
      section,
      Math.min(query.limit, 100),
      workloadOptionsOf(deps),
    );
    setListHeaders(ctx, 'suggestedAssignees', 0, suggestions.length, suggestions.length);
    ctx.body = suggestions;
  });
}
