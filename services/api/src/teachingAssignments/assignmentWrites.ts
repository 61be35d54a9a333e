import type Router from '@koa/router';
import { type AppAbility, subjectOf } from '@tams/access';
import {
  type AssignInstructor,
  type ChangeAssignment,
  NotFoundError,
  type TeachingAssignmentCommand,
  teachingAssignments,
  ValidationError,
} from '@tams/domain';
import { assignmentFacts } from '@tams/projections';
import type { Context } from 'koa';
import { authorize } from '../auth/authenticate.js';
import type { CommandContext } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { ForbiddenError } from '../http/errors.js';
import { isUuid } from '../http/ids.js';
import { expectedVersionOf } from '../http/preconditions.js';
import { requestBody } from '../http/requestBody.js';
import { forbiddenFields, refuseForbiddenInput } from '../resources/fieldAccess.js';
import { allowsRecord } from '../resources/readAccess.js';
import type { Row } from '../resources/recordReads.js';
import type { RecordRequests } from '../resources/recordRoutes.js';
import { refuseDeleteWhileReferenced } from '../resources/references.js';
import { commandContextOf } from '../resources/recordRoutes.js';
import { workloadOptionsOf } from '../effort/effortEnabled.js';
import { newRecordId, refuseServerValueChanges } from '../resources/recordInput.js';
import {
  assignmentServerKeys,
  noRecordWith,
  parseAssignmentInput,
  refuseMissingReferences,
  requireAssignmentInput,
} from './assignmentInput.js';
import { assignInstructorOf, runAssignmentCommand } from './runAssignment.js';

const subject = subjectOf(teachingAssignments.name);
const base = `/api/${teachingAssignments.name}`;
const confirmedIn = (ctx: Context) => ctx.query.confirm === 'true';

/**
 * Assign, change and remove teaching assignments (spec §3; DESIGN §11): each route authorizes, reads the
 * facts its command carries, runs the command on the section's stream (the rules are the domain's:
 * decideTeachingAssignment) and answers as the generic record routes do. `records`: the generic reads.
 */
export function assignmentWriteRoutes(router: Router, deps: AppContext, records: RecordRequests): void {
  const run = (
    ctx: Context,
    auth: CommandContext['auth'],
    sectionId: string,
    command: TeachingAssignmentCommand | Promise<TeachingAssignmentCommand>,
    readBack = true,
  ) =>
    runAssignmentCommand(
      deps,
      commandContextOf(ctx, auth),
      sectionId,
      command,
      readBack ? records.reads : undefined,
    );

  /** The assignment, if it exists and the caller may `action` it; else 404 (never reveal others'). */
  const current = async (ctx: Context, action: 'update' | 'delete'): Promise<Row> => {
    const id = ctx.params.id!;
    const row = isUuid(id) ? await records.reads.get(id) : undefined;
    if (!row || !allowsRecord(ctx.state.ability, action, subject, row))
      throw new NotFoundError(teachingAssignments.name, id);
    return row;
  };

  /** AssignInstructor with its facts; everything it refuses it refuses before appending. */
  const assignInstructor = async (
    ctx: Context,
    ability: AppAbility,
    body: unknown,
    values: ReturnType<typeof parseAssignmentInput>,
    sectionId: string,
  ): Promise<AssignInstructor> => {
    const userId = typeof values.UserId === 'string' ? values.UserId : null;
    const typeId = typeof values.AssignmentTypeId === 'string' ? values.AssignmentTypeId : null;
    const facts = await assignmentFacts(deps.db, sectionId, userId, typeId, workloadOptionsOf(deps));
    const { section } = facts;
    const derived = section
      ? { AcademicPeriodId: section.AcademicPeriodId, WorkgroupId: section.WorkgroupId }
      : {};
    // without the section, no share to default to: the required fields answer first
    if (!section) requireAssignmentInput(body);
    // the right to assign in the section's workgroup, before anything about the assignment is revealed
    if (!allowsRecord(ability, 'create', subject, { ...values, ...derived })) throw new ForbiddenError();
    const missing = {
      ...(section ? {} : { SectionId: noRecordWith('SectionId') }),
      ...(userId && !facts.instructor ? { UserId: noRecordWith('UserId') } : {}),
      ...(facts.assignmentTypeExists ? {} : { AssignmentTypeId: noRecordWith('AssignmentTypeId') }),
    };
    if (!section || Object.keys(missing).length > 0) throw new ValidationError(missing);
    return assignInstructorOf({ ...facts, section }, newRecordId(body, values), values, confirmedIn(ctx));
  };

  router.post(base, async (ctx) => {
    const { ability, auth } = authorize(ctx, 'create', subject);
    const body = requestBody(ctx);
    refuseForbiddenInput(body, forbiddenFields(ability, 'create', subject, teachingAssignments));
    const values = parseAssignmentInput(body);
    if (typeof values.SectionId !== 'string') requireAssignmentInput(body);
    const sectionId = values.SectionId as string;
    // the facts are read while the section's stream is: one round trip less per assignment
    const command = assignInstructor(ctx, ability, body, values, sectionId);
    await records.answer(ctx, await run(ctx, auth, sectionId, command), 'created');
  });

  router.put(`${base}/:id`, async (ctx) => {
    const { ability, auth } = authorize(ctx, 'update', subject);
    const body = requestBody(ctx);
    const expectedVersion = expectedVersionOf(ctx, body, true);
    refuseForbiddenInput(body, forbiddenFields(ability, 'update', subject, teachingAssignments));
    const values = parseAssignmentInput(body);
    const assignment = await current(ctx, 'update');
    if (expectedVersion === undefined || expectedVersion === assignment.version)
      refuseServerValueChanges(body, assignment, assignmentServerKeys);
    const sectionId = String(assignment.SectionId);
    const confirmed = confirmedIn(ctx);
    // only a raise can go over the required points: read the load only then
    const raises = values.points !== undefined && Number(values.points) > Number(assignment.points ?? 0);
    // its facts are read while the section's stream is (as an assignment's)
    const command = (async (): Promise<ChangeAssignment> => {
      const [facts] = await Promise.all([
        raises && !confirmed
          ? assignmentFacts(deps.db, sectionId, String(assignment.UserId), null, workloadOptionsOf(deps))
          : undefined,
        refuseMissingReferences(
          deps.db,
          Object.fromEntries(Object.entries(values).filter(([name, value]) => assignment[name] !== value)),
        ),
      ]);
      return {
        type: 'ChangeAssignment',
        id: assignment.id,
        values,
        ...(expectedVersion === undefined ? {} : { expectedVersion }),
        load: facts?.section ? facts.load : undefined,
        confirmed,
      };
    })();
    await records.answer(ctx, await run(ctx, auth, sectionId, command), 'updated');
  });

  router.delete(`${base}/:id`, async (ctx) => {
    const { auth } = authorize(ctx, 'delete', subject);
    const expectedVersion = expectedVersionOf(ctx, requestBody(ctx), false);
    const assignment = await current(ctx, 'delete');
    await refuseDeleteWhileReferenced(deps.db, teachingAssignments, assignment);
    const command = {
      type: 'RemoveAssignment' as const,
      id: assignment.id,
      ...(expectedVersion === undefined ? {} : { expectedVersion }),
    };
    const result = await run(ctx, auth, String(assignment.SectionId), command, false);
    await records.answer(ctx, { ...result, row: assignment }, 'deleted');
  });
}
