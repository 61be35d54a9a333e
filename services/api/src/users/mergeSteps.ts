import { facultyProfiles, financialData, type ResourceDefinition, workgroupMemberships } from '@tams/domain';
import type { Kysely } from 'kysely';
import { keyRevocation } from '../apiKeys/keyRevocation.js';
import type { CommandContext } from '../commands/commandContext.js';
import type { AppContext } from '../context.js';
import { RecordReads, type Row } from '../resources/recordReads.js';
import { RecordWrites } from '../resources/recordWrites.js';

export interface MergeStepInput {
  masterId: string;
  duplicateId: string;
  command: CommandContext;
}

/**
 * One kind of record a user merge moves from the duplicate to the master. Each step is idempotent (a merge
 * that stopped half-way is finished by running it again) and answers how many records it handled. A
 * feature whose records name a user adds its step here.
 */
export interface MergeStep {
  resource: string;
  verb: 'moved' | 'revoked';
  run(input: MergeStepInput): Promise<number>;
}

const writesOf = (deps: AppContext, definition: ResourceDefinition) =>
  new RecordWrites(deps, definition, new RecordReads(deps.db, definition));

// a table named at run time: the generic mechanism's untyped view of the read models
const rowsOf = (deps: AppContext, table: string, userId: string) =>
  (deps.db as Kysely<any>).selectFrom(table).selectAll().where('UserId', '=', userId).execute() as Promise<
    Row[]
  >;

const copyable = (row: Row, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((name) => name !== 'UserId').map((name) => [name, row[name]]));

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export function userMergeSteps(deps: AppContext): MergeStep[] {
  const memberships = writesOf(deps, workgroupMemberships);
  const profiles = writesOf(deps, facultyProfiles);
  const financial = writesOf(deps, financialData);
  const revokeKeysOf = keyRevocation(deps);
  return [
    {
      // the master keeps every workgroup of both, with the permission bits of both
      resource: 'workgroupMemberships',
      verb: 'moved',
      async run({ masterId, duplicateId, command }) {
        const mine = new Map(
          (await rowsOf(deps, 'workgroupMemberships', masterId)).map((m) => [m.WorkgroupId, m]),
        );
        const theirs = await rowsOf(deps, 'workgroupMemberships', duplicateId);
        for (const membership of theirs) {
          const kept = mine.get(membership.WorkgroupId);
          const permission = Number(membership.permission);
          if (!kept) {
            await memberships.create(
              { WorkgroupId: membership.WorkgroupId, UserId: masterId, permission },
              command,
            );
          } else if ((Number(kept.permission) | permission) !== Number(kept.permission)) {
            await memberships.update(
              kept.id,
              { permission: Number(kept.permission) | permission },
              kept.version,
              command,
            );
          }
          await memberships.delete(membership.id, membership.version, command);
        }
        return theirs.length;
      },
    },
    {
      // the master's profile keeps its values and takes the duplicate's where it has none
      resource: 'facultyProfiles',
      verb: 'moved',
      async run({ masterId, duplicateId, command }) {
        const [theirs] = await rowsOf(deps, 'facultyProfiles', duplicateId);
        if (!theirs) return 0;
        const [mine] = await rowsOf(deps, 'facultyProfiles', masterId);
        const fields = Object.keys(facultyProfiles.fields);
        if (!mine) await profiles.create({ ...copyable(theirs, fields), UserId: masterId }, command);
        else {
          const missing = Object.fromEntries(
            fields
              .filter((name) => isEmpty(mine[name]) && !isEmpty(theirs[name]))
              .map((name) => [name, theirs[name]]),
          );
          if (Object.keys(missing).length > 0) await profiles.update(mine.id, missing, mine.version, command);
        }
        await profiles.delete(theirs.id, theirs.version, command);
        return 1;
      },
    },
    {
      // per period: the master's figures win; a period only the duplicate has moves over
      resource: 'financialData',
      verb: 'moved',
      async run({ masterId, duplicateId, command }) {
        const periods = new Set(
          (await rowsOf(deps, 'financialData', masterId)).map((row) => row.AcademicPeriodId),
        );
        const theirs = await rowsOf(deps, 'financialData', duplicateId);
        for (const row of theirs) {
          if (!periods.has(row.AcademicPeriodId)) {
            await financial.create(
              {
                UserId: masterId,
                AcademicPeriodId: row.AcademicPeriodId,
                pointsRequired: row.pointsRequired,
              },
              command,
            );
          }
          await financial.delete(row.id, row.version, command);
        }
        return theirs.length;
      },
    },
    {
      // a credential never changes hands: the duplicate's keys are revoked, not moved
      resource: 'apiKeys',
      verb: 'revoked',
      run: ({ duplicateId, command }) => revokeKeysOf(duplicateId, command),
    },
  ];
}
