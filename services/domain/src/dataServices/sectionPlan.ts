import { meetings } from '../sections/meeting.js';
import { sections } from '../sections/section.js';
import { newSectionValues } from '../sections/sectionRules.js';
import { parseRecordInput } from '../shared/inputSchema.js';
import { type CourseFact, type OfferingFact, OfferingPlans } from './offeringPlan.js';
import {
  decideImportedStream,
  type ExistingRecord,
  type ImportedStream,
  refusalErrors,
  stateOfRecords,
} from './sisImportStreams.js';
import {
  FileKeys,
  type RowOutcome,
  type SisFileRows,
  type SisPlan,
  type SisPlanContext,
  planOf,
} from './sisPlan.js';
import { checkedRecord, naturalKey, rowErrorsOf, rowInputs, type SisRowError } from './sisRows.js';

export interface TermFact {
  id: string;
  name: string;
  AcademicPeriodId: string;
  periodName: string;
}

/** What a section file is compared with: courses by number, terms, offerings, sections by natural key. */
export interface SectionFacts extends SisPlanContext {
  courses: ReadonlyMap<string, CourseFact>;
  terms: readonly TermFact[];
  offerings: ReadonlyMap<string, OfferingFact>;
  /** By sectionKeyOf: the section and its meeting. */
  sections: ReadonlyMap<string, { record: ExistingRecord; meeting: ExistingRecord | undefined }>;
  offeringIdOf(CourseId: string, AcademicPeriodId: string): string;
}

/** A section's natural key: its number within its offering and term. */
export const sectionKeyOf = (offeringId: string, termId: string, sectionNumber: unknown) =>
  `${offeringId}|${termId}|${naturalKey(sectionNumber)}`;

const noKeys = { readOnlyKeys: new Set<string>() };
const trusted = { ...noKeys, trusted: true };

function termOf(facts: SectionFacts, keys: Record<string, string>): TermFact | string {
  const named = facts.terms.filter((term) => naturalKey(term.name) === naturalKey(keys.term));
  const terms = keys.period
    ? named.filter((t) => naturalKey(t.periodName) === naturalKey(keys.period))
    : named;
  if (terms.length === 1) return terms[0]!;
  if (terms.length > 1)
    return `Terms of several periods are named "${keys.term}": add the Academic Period column`;
  return `No term named "${keys.term}"${keys.period ? ` in ${keys.period}` : ''}`;
}

/**
 * A section file (natural key: section number and term, the offering by course and term): each row's
 * section with its meeting created or updated as POST and PUT /api/sections and the meeting routes decide
 * them, its offering made or given the term mode it needs first (an earlier phase).
 */
export function planSections(file: SisFileRows, facts: SectionFacts): SisPlan {
  const errors: SisRowError[] = [];
  const offerings = new OfferingPlans(facts, facts.offerings);
  const keys = new FileKeys('Section Number', 'section number in the same course and term');
  const rows: { line: number; stream: ImportedStream; outcome: RowOutcome }[] = [];
  const refuse = (line: number, column: string, reason: string) => errors.push({ line, column, reason });
  for (const row of file.rows) {
    const read = rowInputs('sections', row, file.present, facts.lookups);
    errors.push(...read.errors);
    if (read.errors.length > 0) continue;
    const course = facts.courses.get(naturalKey(read.keys.courseNumber));
    if (!course) {
      refuse(row.line, 'Course Number', `No course numbered "${read.keys.courseNumber}"`);
      continue;
    }
    const term = termOf(facts, read.keys);
    if (typeof term === 'string') {
      refuse(row.line, 'Term', term);
      continue;
    }
    const input = { ...read.inputs.section };
    const offeringId = facts.offeringIdOf(course.id, term.AcademicPeriodId);
    const key = sectionKeyOf(offeringId, term.id, input.sectionNumber);
    if (!keys.claim(key, row.line, errors)) continue;
    const existing = facts.sections.get(key);
    const modeId = input.TeachingModeId ?? existing?.record.values.TeachingModeId;
    if (typeof modeId !== 'string') {
      refuse(row.line, 'Teaching Mode', 'Required');
      continue;
    }
    const points = read.inputs.offering.points;
    const offering = offerings.need(
      offeringId,
      course,
      term.AcademicPeriodId,
      term.id,
      modeId,
      typeof points === 'number' ? points : undefined,
      row.line,
    );
    if (typeof offering === 'string') {
      refuse(row.line, 'Course Number', offering);
      continue;
    }
    const id = existing?.record.id ?? facts.newId('section', key);
    let update: Record<string, unknown>;
    let create: Record<string, unknown>;
    try {
      update = parseRecordInput(sections.fields, { ...input, AcademicTermId: term.id }, 'update', noKeys);
      const values = newSectionValues({ ...update, CourseOfferingId: offeringId }, offering);
      create = existing ? {} : parseRecordInput(sections.fields, values, 'create', trusted);
    } catch (error) {
      errors.push(...rowErrorsOf('sections', 'section', row.line, refusalErrors(error)));
      continue;
    }
    const stream: ImportedStream = {
      owner: sections,
      rootId: id,
      records: [{ resource: sections.name, id, create, update }],
      offering,
      lines: [row.line],
      isNew: !existing,
    };
    const meeting = read.inputs.meeting;
    if (Object.values(meeting).some((value) => value !== null)) {
      const meetingInput = { frequency: 'weekly', ...meeting, SectionId: id };
      const checked = checkedRecord('sections', 'meeting', row.line, meetingInput, errors);
      if (!checked) continue;
      // weekly is a new meeting's default, not a change of one the file has no frequency for
      if (!('frequency' in meeting)) delete checked.update.frequency;
      const meetingId = existing?.meeting?.id ?? facts.newId('meeting', id);
      stream.records.push({ resource: meetings.name, id: meetingId, ...checked });
    }
    try {
      const state = stateOfRecords(existing?.record, {
        meetings: existing?.meeting ? [existing.meeting] : [],
      });
      const events = decideImportedStream(stream, state);
      const changed = events.length > 0 || offerings.changes(row.line);
      rows.push({
        line: row.line,
        stream,
        outcome: !existing ? 'created' : changed ? 'changed' : 'unchanged',
      });
    } catch (error) {
      errors.push(...rowErrorsOf('sections', 'section', row.line, refusalErrors(error)));
    }
  }
  const refusedLines = new Set<number>();
  const offeringStreams = offerings.streams((lines, reason) => {
    for (const line of lines) {
      refusedLines.add(line);
      refuse(line, 'Course Number', reason);
    }
  });
  const kept = rows.filter((row) => !refusedLines.has(row.line));
  const sectionStreams = kept.filter((row) => row.outcome !== 'unchanged').map((row) => row.stream);
  return planOf(
    file.rows.length,
    kept.map((row) => row.outcome),
    errors,
    [offeringStreams, sectionStreams],
  );
}
