import type { Subject } from '@tams/access';
import { type ResourceDefinition, resourceDefinitions } from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import { recordEventsOf } from '../resources/eventReadAccess.js';

/**
 * Events that are no record's Created/Updated/Deleted, and the subject the reader must read every record
 * of to see them (conditional readers, e.g. a workgroup member, see none: their conditions name columns
 * these events do not carry). Any other event of a stream that is not a resource's, as well as
 * jobs' (data exports, report snapshots) and users' private saved reports and streams added later, is
 * never in the feed: what is not listed here stays out.
 */
const eventSubjects: Readonly<Record<string, Subject>> = {
  AcademicPeriodStepAdvanced: 'ProgressAction',
  AcademicPeriodStepReverted: 'ProgressAction',
  WorkgroupPlanApproved: 'WorkgroupApproval',
  WorkgroupApprovalWithdrawn: 'WorkgroupApproval',
  ActiveAcademicPeriodChanged: 'AcademicPeriod',
  TeachingPreferencesSaved: 'Instructor',
  TeachingPreferencesSubmitted: 'Instructor',
  TeachingPreferencesReopened: 'Instructor',
  ExpectedTeachingShareSet: 'EffortActual',
  ExpectedTeachingShareCleared: 'EffortActual',
  EffortImportStarted: 'EffortImport',
  EffortImportCompleted: 'EffortImport',
  EffortImportFailed: 'EffortImport',
  EffortActualsRecorded: 'EffortActual',
  SisImportStarted: 'DataServices',
  SisImportCompleted: 'DataServices',
  SisImportFailed: 'DataServices',
  InstructorRatesSet: 'FinancialData',
  InstructorRatesCopied: 'FinancialData',
};

/** Streams of no resource whose listed events (above) the feed carries. */
const otherStreams = new Set([
  'system',
  'teachingPreferences',
  'instructorEffort',
  'effortImport',
  'sisImport',
  'instructorRates',
]);

/** What one event is about, for judging whether a reader may read it. */
export type FeedEventAbout =
  | {
      kind: 'record';
      /** The resource whose streams hold the event, and its record (the stream's root). */
      owner: ResourceDefinition;
      rootId: string;
      /** The resource the event is about: the owner, or a child (a section's meeting). */
      about: ResourceDefinition;
      recordId: string;
      /** For an event that changes no record (a step advanced): the subject it also needs. */
      subject: Subject | undefined;
    }
  | { kind: 'other'; subject: Subject; recordId: string }
  | { kind: 'never' };

let owners: Map<string, { owner: ResourceDefinition; events: Map<string, ResourceDefinition> }> | undefined;

/** Root resources by stream prefix (a child's records live in its parent's streams). */
const ownersByPrefix = () =>
  (owners ??= new Map(
    Object.values(resourceDefinitions as Record<string, ResourceDefinition>)
      .filter((definition) => !definition.parent)
      .map((owner) => [owner.streamPrefix, { owner, events: recordEventsOf(owner) }]),
  ));

export function aboutOf(event: RecordedEvent): FeedEventAbout {
  const cut = event.streamId.indexOf('-');
  if (cut < 0) return { kind: 'never' };
  const prefix = event.streamId.slice(0, cut);
  const key = event.streamId.slice(cut + 1);
  const subject = eventSubjects[event.type];
  const stream = ownersByPrefix().get(prefix);
  if (!stream)
    return subject && otherStreams.has(prefix)
      ? { kind: 'other', subject, recordId: key }
      : { kind: 'never' };
  const about = stream.events.get(event.type);
  if (!about) {
    // an event of the record's own that is no Created/Updated/Deleted (UserSignedIn): about the root,
    // as in the record's history
    return { kind: 'record', owner: stream.owner, rootId: key, about: stream.owner, recordId: key, subject };
  }
  const id = (event.data as { id?: unknown }).id;
  const recordId = about === stream.owner || typeof id !== 'string' ? key : id;
  return { kind: 'record', owner: stream.owner, rootId: key, about, recordId, subject: undefined };
}
