import { facultyProfiles, financialData } from '@tams/domain';
import { facultyProfileOfUser } from '@tams/projections';
import type { Context } from 'koa';
import type { AppContext } from '../context.js';
import { type ReadAccessOf, readableRows, readAccessOf } from '../resources/readAccess.js';
import { RecordReads, type Row } from '../resources/recordReads.js';

/** What a faculty profile is answered with: its value lists, embedded. */
export const facultyProfileIncludes = [
  'InstructorType',
  'Division',
  'Track',
  'Rank',
  'Campuses',
  'Programs',
  'Specialties',
  'Majors',
  'Cohorts',
];

/** Faculty profiles by their user, with their value lists. */
export class FacultyProfileReads {
  private readonly reads: RecordReads;

  constructor(private readonly deps: AppContext) {
    this.reads = new RecordReads(deps.db, facultyProfiles);
  }

  /**
   * The profile of a user, its value lists embedded as far as `access` lets the reader read them. Whether
   * the reader may see the profile at all is the caller's (Instructor readers, and its own user).
   */
  async ofUser(userId: string, access: ReadAccessOf): Promise<Row | undefined> {
    const row = await facultyProfileOfUser(this.deps.db, userId);
    if (row) await this.reads.embed([row], facultyProfileIncludes, access);
    return row;
  }
}

/**
 * Spec §3: a user has an optional FacultyProfile and FinancialData. A user read by id embeds them (as far
 * as the caller may read them: Instructor, FinancialData), unless `keysOnly` asks for the user alone.
 */
export function userEmbeds(deps: AppContext) {
  const profiles = new FacultyProfileReads(deps);
  return async (ctx: Context, row: Row): Promise<void> => {
    const keysOnly = ctx.query.keysOnly;
    if (keysOnly !== undefined && keysOnly !== 'false' && keysOnly !== '0') return;
    const { ability, auth } = ctx.state;
    const access = readAccessOf(ability);
    if (ability.can('read', 'Instructor') || row.id === auth?.workingUserId) {
      row.FacultyProfile = (await profiles.ofUser(row.id, access)) ?? null;
    }
    // the rows (and fields) a financial data list would show this reader, and nothing when it shows none
    if (access(financialData).condition !== null) {
      row.FinancialData = await readableRows(deps.db, financialData, access, (query) =>
        query.where('UserId', '=', row.id).orderBy('AcademicPeriodId'),
      );
    }
  };
}
