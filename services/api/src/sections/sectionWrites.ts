import { decideSection, NotFoundError, newSectionValues, type SectionCommand, sections } from '@tams/domain';
import type { Context } from 'koa';
import { authorize } from '../auth/authenticate.js';
import { runRecordStreamCommand } from '../commands/runStreamCommand.js';
import type { AppContext } from '../context.js';
import { ForbiddenError } from '../http/errors.js';
import { isUuid } from '../http/ids.js';
import { requestBody } from '../http/requestBody.js';
import { forbiddenFields, refuseForbiddenInput } from '../resources/fieldAccess.js';
import { allowsRecord } from '../resources/readAccess.js';
import { newRecordId, refuseServerValueChanges } from '../resources/recordInput.js';
import type { RecordReads, Row } from '../resources/recordReads.js';
import { commandContextOf } from '../resources/recordRoutes.js';
import type { WriteResult } from '../resources/recordWrites.js';
import { refuseDeleteWhileReferenced } from '../resources/references.js';
import {
  clientSectionValues,
  completeSectionValues,
  refuseMissingReferences,
  sectionServerKeys,
} from './sectionInput.js';
import { sectionOfferingOf } from './sectionOffering.js';

const subject = 'Section';
/** The fields whose change the offering's rules judge: only then does a change read the offering. */
const ruleFields = ['AcademicTermId', 'TeachingModeId', 'sectionNumber', 'enrollment', 'enrollmentOverride'];

export interface SectionWrites {
  /** POST /api/sections: a section completed from its offering. */
  add(ctx: Context): Promise<WriteResult>;
  /** PUT /api/sections/:id (and each record of a bulk update): the caller's changes at their version. */
  change(ctx: Context, id: string, body: unknown, expectedVersion: number | undefined): Promise<WriteResult>;
  /** DELETE /api/sections/:id, with its meeting and teaching assignments: answers with the row removed. */
  remove(ctx: Context, id: string, expectedVersion: number | undefined): Promise<WriteResult>;
}

/** Each write: authorize -> read the facts -> run the section's command on its stream (sectionCommands.ts). */
export function sectionWrites(deps: AppContext, reads: RecordReads): SectionWrites {
  const run = (
    ctx: Context,
    auth: Parameters<typeof commandContextOf>[1],
    command: SectionCommand,
    options: { readBack?: boolean; newStream?: boolean; check?: () => Promise<void> } = {},
  ) =>
    runRecordStreamCommand(deps, commandContextOf(ctx, auth), {
      owner: sections,
      rootId: command.id,
      decide: decideSection,
      command,
      ...(options.readBack ? { readBack: { reads, id: command.id } } : {}),
      ...(options.newStream ? { newStream: true } : {}),
      ...(options.check ? { check: options.check } : {}),
    });

  /** The section as the caller may `action` it, else 404 (never reveal others'). */
  const current = async (ctx: Context, action: 'update' | 'delete', id: string): Promise<Row> => {
    const row = isUuid(id) ? await reads.get(id) : undefined;
    if (!row || !allowsRecord(ctx.state.ability, action, subject, row))
      throw new NotFoundError(sections.name, id);
    return row;
  };

  return {
    async add(ctx) {
      const { ability, auth } = authorize(ctx, 'create', subject);
      // as the generic create takes it: a body that is no object is an empty one
      const body = { ...(requestBody(ctx) as object) };
      refuseForbiddenInput(body, forbiddenFields(ability, 'create', subject, sections));
      const client = clientSectionValues(body);
      const offering = await sectionOfferingOf(deps.db, client.CourseOfferingId);
      const values = completeSectionValues(offering ? newSectionValues(client, offering) : client);
      if (!allowsRecord(ability, 'create', subject, values)) throw new ForbiddenError();
      const id = newRecordId(body, values);
      return run(
        ctx,
        auth,
        { type: 'AddSection', id, values, offering },
        {
          readBack: true,
          newStream: true,
          check: () => refuseMissingReferences(deps.db, values),
        },
      );
    },

    async change(ctx, id, body, expectedVersion) {
      const { ability, auth } = authorize(ctx, 'update', subject);
      refuseForbiddenInput(body, forbiddenFields(ability, 'update', subject, sections));
      const values = clientSectionValues(body);
      const section = await current(ctx, 'update', id);
      // judged against the version the client edited only: when stale, the conflict says more
      if (expectedVersion === undefined || expectedVersion === section.version)
        refuseServerValueChanges(body, section, sectionServerKeys);
      const changed = Object.fromEntries(
        Object.entries(values).filter(([name, value]) => section[name] !== value),
      );
      const offering = ruleFields.some((name) => name in changed)
        ? await sectionOfferingOf(deps.db, section.CourseOfferingId)
        : undefined;
      const command: SectionCommand = { type: 'ChangeSection', id, values, offering };
      if (expectedVersion !== undefined) command.expectedVersion = expectedVersion;
      return run(ctx, auth, command, {
        readBack: true,
        check: () => refuseMissingReferences(deps.db, changed),
      });
    },

    async remove(ctx, id, expectedVersion) {
      const { auth } = authorize(ctx, 'delete', subject);
      const section = await current(ctx, 'delete', id);
      await refuseDeleteWhileReferenced(deps.db, sections, section);
      const command: SectionCommand = { type: 'RemoveSection', id };
      if (expectedVersion !== undefined) command.expectedVersion = expectedVersion;
      return { ...(await run(ctx, auth, command)), id, row: section };
    },
  };
}
