import { type ExistingRecord, naturalKey, recordValuesOf } from '@tams/domain';
import type { ReadModels } from '@tams/projections';
import type { SisFactsRead } from './sisFacts.js';
import { lookupTablesOf } from './sisLookups.js';

/** The users by username and Employee Id, with their faculty profiles; the emails taken. */
export async function peopleFactsOf(db: ReadModels): Promise<SisFactsRead['people']> {
  const [userRows, profileRows, lookupTables] = await Promise.all([
    db.selectFrom('users').selectAll().execute(),
    db.selectFrom('facultyProfiles').selectAll().execute(),
    lookupTablesOf(db, ['instructorTypes', 'divisions', 'tracks', 'ranks']),
  ]);
  const profileOf = new Map(profileRows.map((row) => [String(row.UserId), row]));
  const users = new Map<string, { record: ExistingRecord; profile: ExistingRecord | undefined }>();
  const usernameByEmployeeId = new Map<string, string | null>();
  const emails = new Map<string, string>();
  for (const row of userRows) {
    const username = naturalKey(row.username);
    const profile = profileOf.get(row.id);
    users.set(username, {
      record: recordValuesOf('users', row),
      profile: profile ? recordValuesOf('facultyProfiles', profile) : undefined,
    });
    const employeeId = naturalKey(row.EmployeeId);
    if (employeeId)
      usernameByEmployeeId.set(employeeId, usernameByEmployeeId.has(employeeId) ? null : username);
    if (row.email) emails.set(naturalKey(row.email), row.id);
  }
  return { users, usernameByEmployeeId, emails, lookupTables };
}
