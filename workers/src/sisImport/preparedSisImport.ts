import { planCourses, planPeople, planSections, type SisImportKind, type SisPlan } from '@tams/domain';
import type { ReadModels } from '@tams/projections';
import { courseFactsOf } from './courseFacts.js';
import { peopleFactsOf } from './peopleFacts.js';
import { sectionFactsOf } from './sectionFacts.js';
import { readSisFile, type SisFile } from './sisFile.js';

/** A file read and compared with the records as they are: what a dry run shows and the job writes. */
export interface PreparedSisImport {
  kind: SisImportKind;
  file: SisFile;
  plan: SisPlan;
}

const planners: Record<SisImportKind, (db: ReadModels, file: SisFile) => Promise<SisPlan>> = {
  courses: async (db, file) => planCourses(file, await courseFactsOf(db)),
  sections: async (db, file) => planSections(file, await sectionFactsOf(db)),
  people: async (db, file) => planPeople(file, await peopleFactsOf(db)),
};

export async function prepareSisImport(
  db: ReadModels,
  kind: SisImportKind,
  bytes: Buffer,
  fileName: string,
): Promise<PreparedSisImport> {
  const file = await readSisFile(bytes, fileName, kind);
  return { kind, file, plan: await planners[kind](db, file) };
}
