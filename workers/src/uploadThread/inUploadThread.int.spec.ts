import { describe, expect, it } from 'vitest';
import { TableFileError } from '../tabularFile/tableFileError.js';
import { inUploadThread, readingThreadsStarted } from './inUploadThread.js';

/** An effort file without the columns it needs: read, refused as a TableFileError, the thread unharmed. */
const read = (bytes: Buffer) =>
  inUploadThread({ type: 'effort', bytes, fileName: 'effort.csv', payPeriods: [], batches: false }).then(
    () => undefined,
    (error: unknown) => error,
  );

describe('reading threads', () => {
  it('read small file after small file in one loaded thread, and end a large file with its thread', async () => {
    const before = readingThreadsStarted();
    for (let i = 0; i < 4; i++)
      expect(await read(Buffer.from('Not,The,Columns\n1,2,3\n'))).toBeInstanceOf(TableFileError);
    // the first file's thread and one loading ahead, not a new one per file (5)
    expect(readingThreadsStarted() - before).toBe(2);

    const large = Buffer.from(`Not,The,Columns\n${'1,2,3\n'.repeat(400_000)}`);
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(await read(large)).toBeInstanceOf(TableFileError);
    expect(await read(Buffer.from('Not,The,Columns\n'))).toBeInstanceOf(TableFileError);
    // the large file's thread ended with it: the next file took the one ahead, and another started
    expect(readingThreadsStarted() - before).toBe(3);
  }, 60_000);
});
