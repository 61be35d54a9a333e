import { facultyProfiles } from '../users/facultyProfile.js';
import { users } from '../users/user.js';
import {
  decideImportedStream,
  type ExistingRecord,
  type ImportedStream,
  refusalErrors,
  stateOfRecords,
} from './sisImportStreams.js';
import {
  FileKeys,
  type RowOutcome,
  type SisFileRows,
  type SisPlan,
  type SisPlanContext,
  planOf,
} from './sisPlan.js';
import { checkedRecord, naturalKey, rowErrorsOf, rowInputs, type SisRowError } from './sisRows.js';

/** The users as they are: by username, by Employee Id (null: several have it), emails taken. */
export interface PeopleFacts extends SisPlanContext {
  users: ReadonlyMap<string, { record: ExistingRecord; profile: ExistingRecord | undefined }>;
  usernameByEmployeeId: ReadonlyMap<string, string | null>;
  /** naturalKey(email) -> the id of the user who has it. */
  emails: ReadonlyMap<string, string>;
}

/**
 * A people file from HR (natural key: the username, or else the Employee Id): each row's user created or
 * updated as POST and PUT /api/users decide it (roles and sign-in state are not imported: they have rules
 * of their own), with a faculty profile when the row gives one or says Faculty.
 */
export function planPeople(file: SisFileRows, facts: PeopleFacts): SisPlan {
  const errors: SisRowError[] = [];
  const outcomes: RowOutcome[] = [];
  const streams: ImportedStream[] = [];
  const usernames = new FileKeys('Username', 'username');
  const employeeIds = new FileKeys('Employee Id', 'Employee Id');
  const emails = new FileKeys('Email', 'email');
  for (const row of file.rows) {
    const read = rowInputs('people', row, file.present, facts.lookups);
    errors.push(...read.errors);
    const { user, profile } = read.inputs;
    const username = naturalKey(user.username);
    const employeeId = naturalKey(user.EmployeeId);
    const email = naturalKey(user.email);
    const unique = [
      username === '' || usernames.claim(username, row.line, errors),
      employeeId === '' || employeeIds.claim(employeeId, row.line, errors),
      email === '' || emails.claim(email, row.line, errors),
    ];
    if (read.errors.length > 0 || unique.includes(false)) continue;
    const byEmployee = employeeId ? facts.usernameByEmployeeId.get(employeeId) : undefined;
    const existing = facts.users.get(username) ?? (byEmployee ? facts.users.get(byEmployee) : undefined);
    const id = existing?.record.id ?? facts.newId('user', username);
    const holder = email ? facts.emails.get(email) : undefined;
    if (holder && holder !== id) {
      errors.push({ line: row.line, column: 'Email', reason: 'Already used by another user' });
      continue;
    }
    const checkedUser = checkedRecord('people', 'user', row.line, user, errors);
    if (!checkedUser) continue;
    const stream: ImportedStream = {
      owner: users,
      rootId: id,
      records: [{ resource: users.name, id, ...checkedUser }],
      lines: [row.line],
      isNew: !existing,
    };
    const givesProfile = Object.values(profile).some((value) => value !== null) || user.isFaculty === true;
    if (givesProfile || existing?.profile) {
      const checked = checkedRecord('people', 'profile', row.line, { ...profile, UserId: id }, errors);
      if (!checked) continue;
      const profileId = existing?.profile?.id ?? facts.newId('facultyProfile', id);
      stream.records.push({ resource: facultyProfiles.name, id: profileId, ...checked });
    }
    try {
      const state = stateOfRecords(existing?.record, {
        facultyProfiles: existing?.profile ? [existing.profile] : [],
      });
      const events = decideImportedStream(stream, state);
      outcomes.push(!existing ? 'created' : events.length > 0 ? 'changed' : 'unchanged');
      if (events.length > 0) streams.push(stream);
    } catch (error) {
      errors.push(...rowErrorsOf('people', 'user', row.line, refusalErrors(error)));
    }
  }
  return planOf(file.rows.length, outcomes, errors, [streams]);
}
