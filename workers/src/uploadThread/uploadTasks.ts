import type { PayPeriodFact, SisImportKind } from '@tams/domain';
import { digestEffortFile, type PreparedEffortImport } from '../effortImport/effortDigest.js';
import { readSisFile, type SisFile } from '../sisImport/sisFile.js';

/** What a reading thread is asked to do with an uploaded file (its bytes are copied to it). */
export type UploadTask =
  | { type: 'effort'; bytes: Uint8Array; fileName: string; payPeriods: PayPeriodFact[]; batches: boolean }
  | { type: 'sis'; bytes: Uint8Array; fileName: string; kind: SisImportKind };

/** A registrar file read, its rows as JSON in chunks (unpacked a chunk at a time: sisImport/sisFile.ts). */
export interface SisFileRead {
  file: Omit<SisFile, 'rows'>;
  rowChunks: string[];
}

export interface UploadTaskResults {
  effort: PreparedEffortImport;
  sis: SisFileRead;
}

const rowsPerChunk = 2_000;

/** Runs in the reading thread (uploadThread.mjs). */
export async function runUploadTask(task: UploadTask): Promise<UploadTaskResults[UploadTask['type']]> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.type === 'effort') return digestEffortFile(bytes, task.fileName, task.payPeriods, task.batches);
  const { rows, ...file } = await readSisFile(bytes, task.fileName, task.kind);
  const rowChunks: string[] = [];
  for (let at = 0; at < rows.length; at += rowsPerChunk)
    rowChunks.push(JSON.stringify(rows.slice(at, at + rowsPerChunk)));
  return { file, rowChunks };
}
