import { newRecordStream, type NewStream, notes } from '@tams/domain';
import { facultyUserIdOf } from './demoWorkload.js';
import { demoId } from './ids.js';

const remarks: [number, string][] = [
  [1, 'Prefers morning sections; chairs the department meeting on Mondays at 15:00.'],
  [2, 'Asked for no more than two new preparations next year.'],
  [7, 'On sabbatical in Spring 2028: plan the next period without them.'],
  [11, 'Certified to teach the online sections of the introductory courses.'],
];

/** A few dated remarks on faculty profiles (spec §3 Note), written by the seed's actor. */
export function facultyNoteStreams(): NewStream[] {
  return remarks.map(([n, text]) => {
    const profileId = demoId('facultyProfile', facultyUserIdOf(n));
    return newRecordStream(notes, demoId('note', `${profileId}:${text}`), {
      notableId: profileId,
      notableType: 'facultyProfiles',
      text,
    });
  });
}
