import { setImmediate as turn } from 'node:timers/promises';
import {
  planCourses,
  planPeople,
  planSections,
  type SisImportKind,
  type SisPlan,
  type SisRawRow,
} from '@tams/domain';
import { type Checkpoint, type EventStore, visibleLogHead } from '@tams/event-store';
import { projections, type ReadModels } from '@tams/projections';
import { courseFactsOf } from './courseFacts.js';
import { peopleFactsOf } from './peopleFacts.js';
import { readModelsReached } from './readModelsReached.js';
import { sectionFactsOf } from './sectionFacts.js';
import { inUploadThread } from '../uploadThread/inUploadThread.js';
import type { SisFile } from './sisFile.js';

/** A file read and compared with the records as they are: what a dry run shows and the job writes. */
export interface PreparedSisImport {
  kind: SisImportKind;
  file: SisFile;
  plan: SisPlan;
  /** The log's head the records showed when they were read: unset when they had not caught up to it. */
  position?: Checkpoint;
}

const planners: Record<SisImportKind, (db: ReadModels, file: SisFile) => Promise<SisPlan>> = {
  courses: async (db, file) => planCourses(file, await courseFactsOf(db)),
  sections: async (db, file) => planSections(file, await sectionFactsOf(db)),
  people: async (db, file) => planPeople(file, await peopleFactsOf(db)),
};

/** The file read in a thread of its own (uploadThread/), its rows unpacked a chunk per turn of the loop. */
async function readInThread(bytes: Buffer, fileName: string, kind: SisImportKind): Promise<SisFile> {
  const { file, rowChunks } = await inUploadThread({ type: 'sis', bytes, fileName, kind });
  const rows: SisRawRow[] = [];
  for (const chunk of rowChunks) {
    rows.push(...(JSON.parse(chunk) as SisRawRow[]));
    await turn();
  }
  return { ...file, rows };
}

/** How long a dry run waits for the read models to show what was appended before it. */
const catchUpMs = 5_000;

/**
 * Reads the file and compares it with the records once the read models show everything appended before
 * it began (a course created a moment ago is found), so that its plan is the log's state at `position`.
 */
export async function prepareSisImport(
  deps: { db: ReadModels; store: EventStore },
  kind: SisImportKind,
  bytes: Buffer,
  fileName: string,
): Promise<PreparedSisImport> {
  const head = await visibleLogHead(deps.db, deps.store.start);
  const processors = projections.map((projection) => projection.name);
  const caughtUp = await readModelsReached(deps.db, processors, head, catchUpMs, deps.store);
  const file = await readInThread(bytes, fileName, kind);
  const plan = await planners[kind](deps.db, file);
  return { kind, file, plan, ...(caughtUp ? { position: head } : {}) };
}
