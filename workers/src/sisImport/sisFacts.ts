import {
  type CourseFacts,
  type PeopleFacts,
  planCourses,
  planPeople,
  planSections,
  type SectionFacts,
  type SisFileRows,
  type SisImportKind,
  type SisPlan,
  type SisPlanContext,
} from '@tams/domain';
import { courseOfferingIdOf } from '@tams/platform';
import { importedIdOf, lookupsFrom, type SisLookupTables } from './sisLookups.js';

/**
 * What a plan compares a file with, as read from the read models: plain data (no functions), so that it
 * can be sent to the thread that reads the file and plans it (uploadThread/): 40,000 rows take the
 * planner half a second, which the server's event loop must not spend.
 */
export type FactsRead<Facts> = Omit<Facts, keyof SisPlanContext | 'offeringIdOf'> & {
  lookupTables: SisLookupTables;
};

export interface SisFactsRead {
  courses: FactsRead<CourseFacts>;
  sections: FactsRead<SectionFacts>;
  people: FactsRead<PeopleFacts>;
}

const contextOf = (read: { lookupTables: SisLookupTables }): SisPlanContext => ({
  lookups: lookupsFrom(read.lookupTables),
  newId: importedIdOf,
});

/** The kind's plan of a file read, against the records as read (in the reading thread). */
export function planSisFile<Kind extends SisImportKind>(
  kind: Kind,
  file: SisFileRows,
  read: SisFactsRead[Kind],
): SisPlan {
  if (kind === 'courses')
    return planCourses(file, { ...(read as SisFactsRead['courses']), ...contextOf(read) });
  if (kind === 'sections')
    return planSections(file, {
      ...(read as SisFactsRead['sections']),
      ...contextOf(read),
      offeringIdOf: courseOfferingIdOf,
    });
  return planPeople(file, { ...(read as SisFactsRead['people']), ...contextOf(read) });
}
