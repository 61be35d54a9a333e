import type { RaRecord } from 'react-admin';

/** A course, or an offering of it, as a choice reads: "CS 101 · Introduction to Programming". */
export const courseChoiceName = (record: RaRecord | undefined) =>
  record ? `${String(record.courseNumber)} · ${String(record.name)}` : '';
