/**
 * A declarative transcription of spec §6 ("Roles and permissions"), written independently of ability.ts and
 * evaluated by specOracle.ts, the oracle of specTable.unit.spec.ts and tests/e2e/accessMatrix.spec.ts. Each entry quotes the spec's sentence and turns it into data:
 * who (roles, everyone, workgroup-permission holders), which actions, under which flags and modes, with which
 * record conditions. The product's own documented decisions beyond §6 are kept apart in `productExtensions`.
 *
 * Reading conventions (CASL semantics):
 * - `manage` grants every action; a check of `manage` itself needs a `manage` grant.
 * - "need X, otherwise forbidden" = the grants carry `flags: ['X']` (without the flag there is no grant).
 * - `forbids` are inverted rules: they win over grants for the actions (and fields) they name.
 * - A grant with `where` applies to records matching it; a subject-level check (no record) passes when the
 *   grant could match some record of this user (CASL: a conditional rule exists).
 */
import type { FacultyPageFlagName, FeatureFlagName, Mode } from './authContext.js';
import type { Action, Subject } from './subjects.js';

/** The role slugs of spec §1. */
export const specRoles = [
  'admin',
  'academicOpsAdmin',
  'academicAffairsApprover',
  'businessOfficeAdmin',
  'financialReportingUser',
  'reportingUser',
  'sectionScheduler',
  'effortContributor',
  'effortManager',
  'faculty',
] as const;
export type SpecRole = (typeof specRoles)[number];

/** A feature flag (FeatureFlags) or a faculty-page flag (top-level boolean of the auth context). */
export type FlagName = FeatureFlagName | FacultyPageFlagName;

/** A condition on the record checked (CASL conditions), in the spec's terms. */
export type RecordCondition =
  /** "read if the section's workgroup is listed": record.WorkgroupId is among context.workgroupPermissions. */
  | { workgroupListed: true }
  /**
   * "needs permission bit N on that workgroup and progress step S": bit set there and progressStepId >= S;
   * without minProgressStep, the bit alone.
   */
  | { workgroupBit: number; minProgressStep?: number }
  /** The record's UserId is the context's workingUserId. */
  | { ownRecord: 'UserId' }
  /** Bit N on one of the workgroups the record lists in `field` (an instructor's workgroups), any step. */
  | { workgroupBitIn: string; bit: number };

export interface Grant {
  roles?: SpecRole[];
  /** Every signed-in user. */
  everyone?: true;
  /** A user holding a role other than faculty (DESIGN §19). */
  staff?: true;
  /** A user whose auth context lists at least one workgroup in workgroupPermissions. */
  workgroupHolders?: true;
  actions: Action[];
  /** All of these flags must be on. */
  flags?: FlagName[];
  /** None of these flags may be on. */
  unlessFlags?: FlagName[];
  /** Only in these modes. */
  modes?: Mode[];
  where?: RecordCondition;
}

/** An inverted rule ("forbidden"). */
export interface Forbid {
  roles?: SpecRole[];
  everyone?: true;
  actions: Action[];
  /** Only these fields are forbidden (a check without a field is not affected, as in CASL). */
  fields?: string[];
  flags?: FlagName[];
  unlessFlags?: FlagName[];
}

export interface SubjectEntry {
  subject: Subject;
  /** The spec's sentence this entry transcribes. */
  spec: string;
  grants: Grant[];
  forbids?: Forbid[];
}

const aem: FlagName[] = ['aemEnabled'];
/** §6's "with aemEnabled everyone manages", which productNarrowings replaces (DESIGN §19). */
const aemEveryoneManages = {
  AdminAssignment: { everyone: true, actions: ['manage'], flags: aem },
  AdminAssignmentType: { everyone: true, actions: ['manage'], flags: aem },
} satisfies Record<string, Grant>;
const effortSpec =
  'Effort subjects (EffortActual, EffortCategory, EffortRule, EffortType, EffortPayPeriod, Effort): need ' +
  'aemEnabled, otherwise forbidden. admin reads (PayPeriod: manages); effortContributor reads; effortManager ' +
  'manages (Effort itself: reads). Others are forbidden for EffortActual, EffortCategory and EffortRule.';
const facultyPagesSpec =
  'Faculty pages, each needing a flag: MyAdvancedTeachingEffort (aemEnabledFaculty, read); MySharedTeaching, ' +
  'MySectionAssignment, MySchedule (read); MyTeachingPreference (manage); MyAdminAssignment (read).';

/** Spec §6, one entry per subject, in the spec's order. */
export const specTable: SubjectEntry[] = [
  {
    subject: 'AcademicPeriod',
    spec: 'AcademicPeriod: admin, academicOpsAdmin manage. When aemEnabled is off, everyone is forbidden the field useAdvancedEffort.',
    grants: [{ roles: ['admin', 'academicOpsAdmin'], actions: ['manage'] }],
    forbids: [{ everyone: true, actions: ['manage'], fields: ['useAdvancedEffort'], unlessFlags: aem }],
  },
  {
    subject: 'AdminAssignment',
    spec: 'AdminAssignment: with aemEnabled everyone manages; otherwise admin and academicOpsAdmin manage, academicAffairsApprover reads. Anyone with workgroup permissions reads.',
    grants: [
      aemEveryoneManages.AdminAssignment,
      { roles: ['admin', 'academicOpsAdmin'], actions: ['manage'], unlessFlags: aem },
      { roles: ['academicAffairsApprover'], actions: ['read'], unlessFlags: aem },
      { workgroupHolders: true, actions: ['read'] },
    ],
  },
  {
    subject: 'AdminAssignmentType',
    spec: 'AdminAssignmentType: with aemEnabled everyone manages; otherwise admin and academicOpsAdmin manage, workgroup-permission holders read.',
    grants: [
      aemEveryoneManages.AdminAssignmentType,
      { roles: ['admin', 'academicOpsAdmin'], actions: ['manage'], unlessFlags: aem },
      { workgroupHolders: true, actions: ['read'], unlessFlags: aem },
    ],
  },
  {
    subject: 'Administration',
    spec: 'Administration: admin manages; academicOpsAdmin and financialReportingUser read.',
    grants: [
      { roles: ['admin'], actions: ['manage'] },
      { roles: ['academicOpsAdmin', 'financialReportingUser'], actions: ['read'] },
    ],
  },
  {
    subject: 'ApiKey',
    spec: 'ApiKey: with apiEnabled, admin and academicOpsAdmin manage; without it everyone is forbidden.',
    grants: [{ roles: ['admin', 'academicOpsAdmin'], actions: ['manage'], flags: ['apiEnabled'] }],
  },
  {
    subject: 'Clone',
    spec: 'Clone: admin, academicOpsAdmin manage.',
    grants: [{ roles: ['admin', 'academicOpsAdmin'], actions: ['manage'] }],
  },
  {
    subject: 'Configuration',
    spec: 'Configuration: admin manages.',
    grants: [{ roles: ['admin'], actions: ['manage'] }],
  },
  {
    subject: 'Course',
    spec: 'Course and CourseOffering: admin reads; academicOpsAdmin manages.',
    grants: [
      { roles: ['admin'], actions: ['read'] },
      { roles: ['academicOpsAdmin'], actions: ['manage'] },
    ],
  },
  {
    subject: 'CourseOffering',
    spec: 'Course and CourseOffering: admin reads; academicOpsAdmin manages.',
    grants: [
      { roles: ['admin'], actions: ['read'] },
      { roles: ['academicOpsAdmin'], actions: ['manage'] },
    ],
  },
  {
    subject: 'Dashboard',
    spec: 'Dashboard: everyone reads.',
    grants: [{ everyone: true, actions: ['read'] }],
  },
  {
    subject: 'DataExport',
    spec: 'DataExport: with exportsEnabled, admin and academicOpsAdmin manage, reportingUser creates and reads; otherwise forbidden.',
    grants: [
      { roles: ['admin', 'academicOpsAdmin'], actions: ['manage'], flags: ['exportsEnabled'] },
      { roles: ['reportingUser'], actions: ['create', 'read'], flags: ['exportsEnabled'] },
    ],
  },
  {
    subject: 'DataServices',
    spec: 'DataServices: with dataServicesEnabled, admin and academicOpsAdmin manage; otherwise forbidden.',
    grants: [{ roles: ['admin', 'academicOpsAdmin'], actions: ['manage'], flags: ['dataServicesEnabled'] }],
  },
  {
    subject: 'DeveloperItem',
    spec: 'DeveloperItem: admin manages, only in local or development mode.',
    grants: [{ roles: ['admin'], actions: ['manage'], modes: ['local', 'development'] }],
  },
  {
    subject: 'EffortActual',
    spec: effortSpec,
    grants: [
      { roles: ['admin', 'effortContributor'], actions: ['read'], flags: aem },
      { roles: ['effortManager'], actions: ['manage'], flags: aem },
    ],
  },
  {
    subject: 'EffortCategory',
    spec: effortSpec,
    grants: [
      { roles: ['admin', 'effortContributor'], actions: ['read'], flags: aem },
      { roles: ['effortManager'], actions: ['manage'], flags: aem },
    ],
  },
  {
    subject: 'EffortRule',
    spec: effortSpec,
    grants: [
      { roles: ['admin', 'effortContributor'], actions: ['read'], flags: aem },
      { roles: ['effortManager'], actions: ['manage'], flags: aem },
    ],
  },
  {
    subject: 'EffortType',
    spec: effortSpec,
    grants: [
      { roles: ['admin', 'effortContributor'], actions: ['read'], flags: aem },
      { roles: ['effortManager'], actions: ['manage'], flags: aem },
    ],
  },
  {
    subject: 'EffortPayPeriod',
    spec: effortSpec,
    grants: [
      { roles: ['admin'], actions: ['manage'], flags: aem },
      { roles: ['effortContributor'], actions: ['read'], flags: aem },
      { roles: ['effortManager'], actions: ['manage'], flags: aem },
    ],
  },
  {
    subject: 'Effort',
    spec: effortSpec,
    grants: [{ roles: ['admin', 'effortContributor', 'effortManager'], actions: ['read'], flags: aem }],
  },
  {
    subject: 'EffortImport',
    spec: 'EffortImport: admin and effortContributor read; effortManager manages.',
    grants: [
      { roles: ['admin', 'effortContributor'], actions: ['read'] },
      { roles: ['effortManager'], actions: ['manage'] },
    ],
  },
  {
    subject: 'EffortTimeline',
    spec: 'Route access: the timeline needs read on EffortTimeline. (§6 names no rule granting it.)',
    grants: [],
  },
  {
    subject: 'Email',
    spec: 'Email: admin, academicOpsAdmin manage.',
    grants: [{ roles: ['admin', 'academicOpsAdmin'], actions: ['manage'] }],
  },
  {
    subject: 'FinancialData',
    spec: 'FinancialData: financialReportingUser manages.',
    grants: [{ roles: ['financialReportingUser'], actions: ['manage'] }],
  },
  {
    subject: 'Instructor',
    spec: 'Instructor: admin, academicOpsAdmin manage; businessOfficeAdmin, financialReportingUser read.',
    grants: [
      { roles: ['admin', 'academicOpsAdmin'], actions: ['manage'] },
      { roles: ['businessOfficeAdmin', 'financialReportingUser'], actions: ['read'] },
    ],
  },
  {
    subject: 'Location',
    spec: 'Location: admin, academicOpsAdmin manage.',
    grants: [{ roles: ['admin', 'academicOpsAdmin'], actions: ['manage'] }],
  },
  // §6 names the faculty pages' actions and flags but not who gets them: see productExtensions.
  { subject: 'MyAdvancedTeachingEffort', spec: facultyPagesSpec, grants: [] },
  { subject: 'MySharedTeaching', spec: facultyPagesSpec, grants: [] },
  { subject: 'MySectionAssignment', spec: facultyPagesSpec, grants: [] },
  { subject: 'MySchedule', spec: facultyPagesSpec, grants: [] },
  { subject: 'MyTeachingPreference', spec: facultyPagesSpec, grants: [] },
  { subject: 'MyAdminAssignment', spec: facultyPagesSpec, grants: [] },
  {
    subject: 'Report',
    spec: 'Report: admin, academicOpsAdmin manage; reportingUser creates and reads.',
    grants: [
      { roles: ['admin', 'academicOpsAdmin'], actions: ['manage'] },
      { roles: ['reportingUser'], actions: ['create', 'read'] },
    ],
  },
  {
    subject: 'Scheduler',
    spec: 'Scheduler: admin, academicOpsAdmin, sectionScheduler manage.',
    grants: [{ roles: ['admin', 'academicOpsAdmin', 'sectionScheduler'], actions: ['manage'] }],
  },
  {
    subject: 'SectionAssignment',
    spec: 'SectionAssignment: admin reads; academicOpsAdmin manages; academicAffairsApprover reads and approves; workgroup-permission holders read.',
    grants: [
      { roles: ['admin'], actions: ['read'] },
      { roles: ['academicOpsAdmin'], actions: ['manage'] },
      { roles: ['academicAffairsApprover'], actions: ['read', 'approve'] },
      { workgroupHolders: true, actions: ['read'] },
    ],
  },
  {
    subject: 'Section',
    spec: "Section: admin, academicOpsAdmin manage; sectionScheduler, academicAffairsApprover read. Per workgroup: read if the section's workgroup is listed; assign needs permission bit 2 on that workgroup and progress step 6; approve needs bit 1 and step 6.",
    grants: [
      { roles: ['admin', 'academicOpsAdmin'], actions: ['manage'] },
      { roles: ['sectionScheduler', 'academicAffairsApprover'], actions: ['read'] },
      { everyone: true, actions: ['read'], where: { workgroupListed: true } },
      { everyone: true, actions: ['assign'], where: { workgroupBit: 2, minProgressStep: 6 } },
      { everyone: true, actions: ['approve'], where: { workgroupBit: 1, minProgressStep: 6 } },
    ],
  },
  {
    subject: 'User',
    spec: 'User: admin, academicOpsAdmin manage; merge allowed for those two roles only when userMergeEnabled is set.',
    grants: [{ roles: ['admin', 'academicOpsAdmin'], actions: ['manage'] }],
    forbids: [
      { roles: ['admin', 'academicOpsAdmin'], actions: ['merge'], unlessFlags: ['userMergeEnabled'] },
    ],
  },
  {
    subject: 'ProgressAction',
    spec: 'ProgressAction: admin, academicOpsAdmin, academicAffairsApprover read.',
    grants: [{ roles: ['admin', 'academicOpsAdmin', 'academicAffairsApprover'], actions: ['read'] }],
  },
  {
    subject: 'WorkgroupApproval',
    spec: 'WorkgroupApproval: businessOfficeAdmin, academicAffairsApprover, admin, academicOpsAdmin read; workgroup-permission holders read.',
    grants: [
      {
        roles: ['businessOfficeAdmin', 'academicAffairsApprover', 'admin', 'academicOpsAdmin'],
        actions: ['read'],
      },
      { workgroupHolders: true, actions: ['read'] },
    ],
  },
  {
    subject: 'Workgroup',
    spec: 'Workgroup: admin, academicOpsAdmin manage.',
    grants: [{ roles: ['admin', 'academicOpsAdmin'], actions: ['manage'] }],
  },
];

/** The product's documented decisions beyond spec §6 (their grants add to the spec's). */
export const productExtensions: SubjectEntry[] = [
  {
    subject: 'AcademicPeriod',
    spec: 'Every signed-in user reads AcademicPeriod.',
    grants: [{ everyone: true, actions: ['read'] }],
  },
  {
    subject: 'ReferenceData',
    spec: 'Value lists: admin manages (like Configuration), every signed-in user reads.',
    grants: [
      { roles: ['admin'], actions: ['manage'] },
      { everyone: true, actions: ['read'] },
    ],
  },
  {
    subject: 'Location',
    spec: 'sectionScheduler reads Location: the Scheduler places meetings in rooms.',
    grants: [{ roles: ['sectionScheduler'], actions: ['read'] }],
  },
  {
    subject: 'SectionAssignment',
    spec: 'Assign in a section (bit 2 on its workgroup, from step 6) = create, update and delete its teaching assignments.',
    grants: [
      {
        everyone: true,
        actions: ['create', 'update', 'delete'],
        where: { workgroupBit: 2, minProgressStep: 6 },
      },
    ],
  },
  {
    subject: 'ProgressAction',
    spec: 'admin, academicOpsAdmin and academicAffairsApprover create ProgressActions (advance or revert a period); the progress decider says from which steps.',
    grants: [{ roles: ['admin', 'academicOpsAdmin', 'academicAffairsApprover'], actions: ['create'] }],
  },
  {
    subject: 'WorkgroupApproval',
    spec: "Approving a workgroup's plan = creating a WorkgroupApproval: academicAffairsApprover (approves SectionAssignment), and holders of bit 1 on that workgroup (approve Section); the step is the approved period's, checked by the progress decider.",
    grants: [
      { roles: ['academicAffairsApprover'], actions: ['create'] },
      { everyone: true, actions: ['create'], where: { workgroupBit: 1 } },
    ],
  },
  {
    subject: 'History',
    spec: 'History (DESIGN §16: pages as of an instant, the difference of two, explain a number): admin, academicOpsAdmin, academicAffairsApprover and reportingUser read; each sees the past only of what they may read now.',
    grants: [
      { roles: ['admin', 'academicOpsAdmin', 'academicAffairsApprover', 'reportingUser'], actions: ['read'] },
    ],
  },
  {
    subject: 'UserSetting',
    spec: "Every user manages the records whose UserId is their own workingUserId (and no one else's).",
    grants: [{ everyone: true, actions: ['manage'], where: { ownRecord: 'UserId' } }],
  },
  {
    subject: 'User',
    spec: 'masquerade on User is granted by manage on User (admin, academicOpsAdmin): nothing beyond manage.',
    grants: [],
  },
  {
    subject: 'MyAdvancedTeachingEffort',
    spec: 'Faculty only; read needs both aemEnabled and aemEnabledFaculty (spec §4 /MyEffort).',
    grants: [{ roles: ['faculty'], actions: ['read'], flags: ['aemEnabled', 'aemEnabledFaculty'] }],
  },
  {
    subject: 'MySharedTeaching',
    spec: 'Faculty only; read needs mySharedTeachingEnabled.',
    grants: [{ roles: ['faculty'], actions: ['read'], flags: ['mySharedTeachingEnabled'] }],
  },
  {
    subject: 'MySectionAssignment',
    spec: 'Faculty only; read needs myTeachingAssignmentsEnabled.',
    grants: [{ roles: ['faculty'], actions: ['read'], flags: ['myTeachingAssignmentsEnabled'] }],
  },
  {
    subject: 'MyAdminAssignment',
    spec: 'Faculty only; read needs myTeachingAssignmentsEnabled.',
    grants: [{ roles: ['faculty'], actions: ['read'], flags: ['myTeachingAssignmentsEnabled'] }],
  },
  {
    subject: 'MySchedule',
    spec: 'Faculty only; read needs myScheduleEnabled.',
    grants: [{ roles: ['faculty'], actions: ['read'], flags: ['myScheduleEnabled'] }],
  },
  {
    subject: 'MyTeachingPreference',
    spec: 'Faculty only; manage needs myTeachingPreferencesEnabled.',
    grants: [{ roles: ['faculty'], actions: ['manage'], flags: ['myTeachingPreferencesEnabled'] }],
  },
  {
    subject: 'EffortImport',
    spec: 'EffortImport has no flag (as transcribed in specTable).',
    grants: [],
  },
  {
    subject: 'EffortTimeline',
    spec: 'With aemEnabled, those who read EffortActual (admin, effortContributor, effortManager) read the position timeline (§6 route access names EffortTimeline but grants it to no one).',
    grants: [{ roles: ['admin', 'effortContributor', 'effortManager'], actions: ['read'], flags: aem }],
  },
];

/**
 * The product's documented decisions that narrow spec §6: each entry's grants replace the spec grants it
 * names in `replaces` (by identity). DESIGN §19: with aemEnabled "everyone manages" administrative
 * assignments would let any faculty member give a colleague release points, so staff manage all; anyone
 * else creates, reads, changes and removes their own (recorded as reported, counted once approved) and reads
 * the types; holders of approve (bit 1) on one of the member's workgroups approve theirs.
 */
export const productNarrowings: (SubjectEntry & { replaces: Grant[] })[] = [
  {
    subject: 'AdminAssignment',
    spec: "DESIGN §19: with aemEnabled staff manage; everyone creates, reads, updates and deletes their own; bit-1 holders of the member's workgroup approve.",
    replaces: [aemEveryoneManages.AdminAssignment],
    grants: [
      { staff: true, actions: ['manage'], flags: aem },
      {
        everyone: true,
        actions: ['create', 'read', 'update', 'delete'],
        flags: aem,
        where: { ownRecord: 'UserId' },
      },
      {
        everyone: true,
        actions: ['approve'],
        flags: aem,
        where: { workgroupBitIn: 'InstructorWorkgroupIds', bit: 1 },
      },
    ],
  },
  {
    subject: 'AdminAssignmentType',
    spec: 'DESIGN §19: with aemEnabled staff manage; everyone reads.',
    replaces: [aemEveryoneManages.AdminAssignmentType],
    grants: [
      { staff: true, actions: ['manage'], flags: aem },
      { everyone: true, actions: ['read'], flags: aem },
    ],
  },
];
