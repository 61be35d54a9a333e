import { courses } from '../courses/course.js';
import {
  FileKeys,
  type RowOutcome,
  type SisFileRows,
  type SisPlan,
  type SisPlanContext,
  planOf,
} from './sisPlan.js';
import {
  decideImportedStream,
  type ExistingRecord,
  type ImportedStream,
  refusalErrors,
  stateOfRecords,
} from './sisImportStreams.js';
import { checkedRecord, naturalKey, rowErrorsOf, rowInputs, type SisRowError } from './sisRows.js';

/** The catalog as it is: each course by its number (naturalKey). */
export interface CourseFacts extends SisPlanContext {
  courses: ReadonlyMap<string, ExistingRecord>;
}

/**
 * A course file (natural key: the course number): a row whose course exists updates it with the file's
 * columns, any other creates it, both as POST and PUT /api/courses decide it.
 */
export function planCourses(file: SisFileRows, facts: CourseFacts): SisPlan {
  const errors: SisRowError[] = [];
  const outcomes: RowOutcome[] = [];
  const streams: ImportedStream[] = [];
  const numbers = new FileKeys('Course Number', 'course number');
  for (const row of file.rows) {
    const read = rowInputs('courses', row, file.present, facts.lookups);
    errors.push(...read.errors);
    const input = read.inputs.course;
    const number = naturalKey(input.courseNumber);
    if (number !== '' && !numbers.claim(number, row.line, errors)) continue;
    if (read.errors.length > 0) continue;
    const checked = checkedRecord('courses', 'course', row.line, input, errors);
    if (!checked) continue;
    const existing = facts.courses.get(number);
    const id = existing?.id ?? facts.newId('course', number);
    const stream: ImportedStream = {
      owner: courses,
      rootId: id,
      records: [{ resource: courses.name, id, ...checked }],
      lines: [row.line],
      isNew: !existing,
    };
    try {
      const events = decideImportedStream(stream, stateOfRecords(existing));
      outcomes.push(!existing ? 'created' : events.length > 0 ? 'changed' : 'unchanged');
      if (events.length > 0) streams.push(stream);
    } catch (error) {
      errors.push(...rowErrorsOf('courses', 'course', row.line, refusalErrors(error)));
    }
  }
  return planOf(file.rows.length, outcomes, errors, [streams]);
}
