import { DomainError, ValidationError } from '@tams/domain';
import type { EventMetadata } from '@tams/event-store';
import { courseOfferingIdOf } from '@tams/platform';
import type { JobStarter } from '../jobProgressNotices.js';
import type { JobDeps } from '../registry.js';
import { CloneReport, type CloneResult } from './cloneReport.js';
import { type ClonePlan, offeringLabel, offeringPlan, sectionLabel, sectionPlan } from './cloneStreams.js';
import {
  countSource,
  existingRows,
  firstId,
  offeringsPage,
  type SourceOffering,
  type SourceSection,
  sectionsPage,
} from './sourcePages.js';
import { appendNewStreams } from './streamWriters.js';
import { termMappingOf } from './termMapping.js';

/** A clone job's data: the request, and who asked (the events' actor; the socket's addressee). */
export interface CloneJobData {
  sourceAcademicPeriodId: string;
  targetAcademicPeriodId: string;
  includeMeetings: boolean;
  startedBy: JobStarter;
  /** The request that started the job: the correlation id of every event it appends. */
  correlationId: string;
}

const alreadyExists = 'Already exists in the target period';
/** The stream exists but its record is not in the read model: made a moment ago, or deleted there. */
const existedUnseen = 'Already exists in the target period (or was deleted there)';
/** Another section of the target offering has the section number in the term it maps to. */
const sectionNumberTaken =
  'Its section number is already used by another section of the offering in that term';
const labelled = (offering: SourceOffering) => ({ id: offering.id, label: offeringLabel(offering) });
export const meetingDatesNote =
  'Meetings were copied without "until" and "exceptions": those are dates of the source period.';

const reasonOf = (error: DomainError) =>
  error instanceof ValidationError && Object.keys(error.fieldErrors).length > 0
    ? Object.entries(error.fieldErrors)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; ')
    : error.message;

/** Runs `each` over the pages of a source query, in id order. */
async function forEachPage<T extends { id: string }>(
  read: (after: string) => Promise<T[]>,
  each: (page: T[]) => Promise<void>,
) {
  for (let after = firstId; ;) {
    const page = await read(after);
    if (page.length === 0) return;
    after = page.at(-1)!.id;
    await each(page);
  }
}

/**
 * Copies the offerings (with term modes) and sections (optionally with meetings) of one academic period
 * into another (spec §2 Clone Resources). Each target record's id follows from its source and the target
 * period, and each is appended as a new stream: what exists already is skipped, so running it again
 * creates nothing. `progress` hears 0-100 as records are done.
 */
export async function cloneResources(
  deps: JobDeps,
  data: CloneJobData,
  jobId: string,
  progress: (percent: number) => void,
): Promise<CloneResult> {
  const { db, store } = deps;
  const { sourceAcademicPeriodId: source, targetAcademicPeriodId: target, includeMeetings } = data;
  const report = new CloneReport();
  if (includeMeetings) report.note(meetingDatesNote);
  const metadata: EventMetadata = {
    actorId: data.startedBy.userId,
    authenticatedUserId: data.startedBy.authenticatedUserId,
    correlationId: data.correlationId,
    causationId: jobId,
    via: 'job',
  };
  const [termTarget, counts] = await Promise.all([
    termMappingOf(db, source, target),
    countSource(db, source),
  ]);
  const total = counts.offerings + counts.sections;
  let done = 0;
  const advance = () => {
    done++;
    progress(Math.min(100, (done / Math.max(total, 1)) * 100));
  };
  /** Target offering id -> its points (sections default to them); absent: the offering is not there. */
  const targetOfferings = new Map<string, number>();

  await forEachPage(
    (after) => offeringsPage(db, source, after),
    async (page) => {
      const sources = new Map<string, SourceOffering>();
      const plans: ClonePlan[] = [];
      for (const offering of page) {
        try {
          const plan = offeringPlan(offering, target, termTarget);
          sources.set(plan.id, offering);
          plans.push(plan);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          report.skip('offerings', labelled(offering), reasonOf(error), {
            termModes: offering.termModes.length,
          });
          advance();
        }
      }
      const existing = await existingRows(db, 'courseOfferings', [...sources.keys()]);
      const skipExisting = (plan: ClonePlan, points: number, reason = alreadyExists) => {
        const offering = sources.get(plan.id)!;
        targetOfferings.set(plan.id, points);
        report.skip('offerings', labelled(offering), reason, { termModes: offering.termModes.length });
        advance();
      };
      for (const plan of plans) if (existing.has(plan.id)) skipExisting(plan, existing.get(plan.id) ?? 0);
      const fresh = plans.filter((plan) => !existing.has(plan.id));
      await appendNewStreams(store, fresh, metadata, (plan, outcome) => {
        const offering = sources.get(plan.id)!;
        if (outcome === 'exists') return skipExisting(plan, offering.points, existedUnseen);
        targetOfferings.set(plan.id, offering.points);
        report.countCreated('offerings');
        report.countCreated('termModes', plan.children);
        for (const left of plan.left) report.skip('termModes', left, left.reason);
        advance();
      });
    },
  );

  await forEachPage(
    (after) => sectionsPage(db, source, after),
    async (page) => {
      const sources = new Map<string, SourceSection>();
      const plans: ClonePlan[] = [];
      const meetingsOf = (section: SourceSection) => (includeMeetings && section.meeting ? 1 : 0);
      for (const section of page) {
        const term = termTarget(section.AcademicTermId);
        const points = targetOfferings.get(courseOfferingIdOf(section.CourseId, target));
        let reason: string | undefined;
        if ('reason' in term) reason = term.reason;
        else if (points === undefined) reason = 'Its offering was not cloned';
        else {
          try {
            const plan = sectionPlan(section, target, term.termId, points, includeMeetings);
            sources.set(plan.id, section);
            plans.push(plan);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            reason = reasonOf(error);
          }
        }
        if (reason === undefined) continue;
        report.skip('sections', { id: section.id, label: sectionLabel(section) }, reason, {
          meetings: meetingsOf(section),
        });
        advance();
      }
      const existing = await existingRows(db, 'sections', [...sources.keys()]);
      const skipExisting = (plan: ClonePlan, reason = alreadyExists) => {
        const section = sources.get(plan.id)!;
        report.skip('sections', { id: section.id, label: sectionLabel(section) }, reason, {
          meetings: meetingsOf(section),
        });
        advance();
      };
      for (const plan of plans) if (existing.has(plan.id)) skipExisting(plan);
      const fresh = plans.filter((plan) => !existing.has(plan.id));
      await appendNewStreams(store, fresh, metadata, (plan, outcome) => {
        if (outcome === 'exists') return skipExisting(plan, existedUnseen);
        if (outcome === 'taken') return skipExisting(plan, sectionNumberTaken);
        report.countCreated('sections');
        report.countCreated('meetings', plan.children);
        advance();
      });
    },
  );
  return report.result();
}
