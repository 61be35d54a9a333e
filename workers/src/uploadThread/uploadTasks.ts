import type { ImportedStream, PayPeriodFact, SisImportKind, SisPlan, SisRowError } from '@tams/domain';
import { digestEffortFile, type PreparedEffortImport } from '../effortImport/effortDigest.js';
import { planSisFile, type SisFactsRead } from '../sisImport/sisFacts.js';
import { readSisFile, type SisFile } from '../sisImport/sisFile.js';

/** What a reading thread is asked to do with an uploaded file (its bytes are copied to it). */
export type UploadTask =
  | { type: 'effort'; bytes: Uint8Array; fileName: string; payPeriods: PayPeriodFact[]; batches: boolean }
  | {
      type: 'sis';
      bytes: Uint8Array;
      fileName: string;
      kind: SisImportKind;
      facts: SisFactsRead[SisImportKind];
    };

/** A registrar file read and planned; its errors and streams follow as parts (UploadPart). */
export interface SisPlanRead {
  file: Omit<SisFile, 'rows'>;
  counts: Pick<SisPlan, 'rows' | 'created' | 'changed' | 'unchanged'>;
  phaseCount: number;
}

/** A plan's stream as the thread sends it: its resource by name (a definition holds functions). */
export type SentStream = Omit<ImportedStream, 'owner'> & { owner: string };

/**
 * A piece of a large answer, sent as a message of its own: the caller's event loop takes each in a
 * few milliseconds, where a whole plan of 40,000 streams would hold it for a hundred or more.
 */
export type UploadPart = { errors: SisRowError[] } | { phase: number; streams: SentStream[] };

export interface UploadTaskResults {
  effort: PreparedEffortImport;
  sis: SisPlanRead;
}

const itemsPerPart = 2_000;

async function sendInParts<T>(items: readonly T[], send: (slice: T[]) => Promise<void>) {
  for (let at = 0; at < items.length; at += itemsPerPart) await send(items.slice(at, at + itemsPerPart));
}

/** Runs in the reading thread (uploadThread.mjs); `send` posts a part and resolves once it is taken. */
export async function runUploadTask(
  task: UploadTask,
  send: (part: UploadPart) => Promise<void>,
): Promise<UploadTaskResults[UploadTask['type']]> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.type === 'effort') return digestEffortFile(bytes, task.fileName, task.payPeriods, task.batches);
  const { rows, ...file } = await readSisFile(bytes, task.fileName, task.kind);
  const { errors, phases, ...counts } = planSisFile(task.kind, { rows, present: file.present }, task.facts);
  await sendInParts(errors, (slice) => send({ errors: slice }));
  for (const [index, phase] of phases.entries())
    await sendInParts(phase, (slice) =>
      send({ phase: index, streams: slice.map((stream) => ({ ...stream, owner: stream.owner.name })) }),
    );
  return { file, counts, phaseCount: phases.length };
}
