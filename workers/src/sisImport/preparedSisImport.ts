import { setImmediate as turn } from 'node:timers/promises';
import {
  type ImportedStream,
  resourceDefinition,
  type SisImportKind,
  type SisPlan,
  type SisRowError,
} from '@tams/domain';
import { type Checkpoint, type EventStore, visibleLogHead } from '@tams/event-store';
import { projections, type ReadModels } from '@tams/projections';
import { inUploadThread } from '../uploadThread/inUploadThread.js';
import { courseFactsOf } from './courseFacts.js';
import { peopleFactsOf } from './peopleFacts.js';
import { readModelsReached } from './readModelsReached.js';
import { sectionFactsOf } from './sectionFacts.js';
import type { SisFactsRead } from './sisFacts.js';
import type { SisFile } from './sisFile.js';

/** The most row errors a dry run lists, as an effort import's (all are counted). */
export const listedSisErrors = 500;

/** A file read and compared with the records as they are: what a dry run shows and the job writes. */
export interface PreparedSisImport {
  kind: SisImportKind;
  file: Omit<SisFile, 'rows'>;
  plan: SisPlan;
  /** The log's head the records showed when they were read: unset when they had not caught up to it. */
  position?: Checkpoint;
}

const factsOf: { [Kind in SisImportKind]: (db: ReadModels) => Promise<SisFactsRead[Kind]> } = {
  courses: courseFactsOf,
  sections: sectionFactsOf,
  people: peopleFactsOf,
};

/**
 * The file read and planned in a thread of its own (uploadThread/), against the records read here; its
 * errors and streams come back in parts, each unpacked in a turn of the loop of its own.
 */
async function planInThread(
  bytes: Buffer,
  fileName: string,
  kind: SisImportKind,
  facts: SisFactsRead[SisImportKind],
): Promise<Pick<PreparedSisImport, 'file' | 'plan'>> {
  const { done, parts } = await inUploadThread({ type: 'sis', bytes, fileName, kind, facts });
  const errors: SisRowError[] = [];
  const phases = Array.from({ length: done.phaseCount }, (): ImportedStream[] => []);
  for (const part of parts) {
    if ('errors' in part) errors.push(...part.errors);
    else
      for (const stream of part.streams)
        phases[part.phase]!.push({ ...stream, owner: resourceDefinition(stream.owner) });
    await turn();
  }
  return { file: done.file, plan: { ...done.counts, errors, phases } };
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
  const facts = await factsOf[kind](deps.db);
  const { file, plan } = await planInThread(bytes, fileName, kind, facts);
  return { kind, file, plan, ...(caughtUp ? { position: head } : {}) };
}
