import { detectSubjectType, subject as asSubject } from '@casl/ability';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Action,
  actions,
  type AppAbility,
  type AuthContext,
  defineAbilityFor,
  facultyPageFlagNames,
  featureFlagNames,
  type Mode,
  type Subject,
  type SubjectRecord,
  subjects,
  type WorkgroupPermission,
} from './index.js';
import { type CompiledTable, compile, expectedCan, flagOn, specOracle } from './specOracle.js';
import {
  type FlagName,
  productExtensions,
  type SpecRole,
  specRoles,
  specTable,
  type SubjectEntry,
} from './specTable.js';

/*
 * An independent oracle for defineAbilityFor: the expected answer of every check is computed from the
 * declarative transcription of spec §6 in specTable.ts (plus the product's documented extensions) by
 * specOracle.ts, never from ability.ts. Checks are generated, mismatches collected and reported by subject.
 */

// ---------------------------------------------------------------------------------------------------------
// Contexts, comparison and reporting

/** The flags combined in the main table: the six feature flags of §6 and the four faculty-page flags. */
const combinedFlags: FlagName[] = [
  'aemEnabled',
  'aemEnabledFaculty',
  'apiEnabled',
  'exportsEnabled',
  'dataServicesEnabled',
  'userMergeEnabled',
  ...facultyPageFlagNames,
];
const allFlagsOn = (1 << combinedFlags.length) - 1;
const flagsOfMask = (mask: number) => combinedFlags.filter((_, bit) => (mask & (1 << bit)) !== 0);

const W1 = 'workgroup-1';
const W2 = 'workgroup-2';

interface ContextOptions {
  roles: SpecRole[];
  on?: FlagName[];
  mode?: Mode;
  workgroupPermissions?: WorkgroupPermission[];
  progressStepId?: number | null;
  /** The authenticated user works as another user. */
  masquerading?: boolean;
}

function makeContext(options: ContextOptions): AuthContext {
  const on = new Set(options.on ?? []);
  return {
    authenticatedUserId: options.masquerading ? 'user-staff' : 'user-self',
    workingUserId: 'user-self',
    displayName: `Test ${options.roles.join('+')}`,
    Roles: options.roles.map((slug) => ({ slug })),
    FeatureFlags: Object.fromEntries(featureFlagNames.map((flag) => [flag, on.has(flag)])),
    mySharedTeachingEnabled: on.has('mySharedTeachingEnabled'),
    myTeachingPreferencesEnabled: on.has('myTeachingPreferencesEnabled'),
    myTeachingAssignmentsEnabled: on.has('myTeachingAssignmentsEnabled'),
    myScheduleEnabled: on.has('myScheduleEnabled'),
    workgroupPermissions: options.workgroupPermissions ?? [],
    progressStepId: options.progressStepId ?? null,
    version: '2025.5.0',
    mode: options.mode ?? 'production',
  };
}

interface Mismatch {
  subject: Subject | 'all';
  action: Action;
  context: AuthContext | undefined;
  record?: Record<string, unknown>;
  field?: string;
  expected: boolean;
  actual: boolean;
}

/** Mismatches of one group: all are counted, the first few kept for the message. */
class MismatchLog {
  count = 0;
  checks = 0;
  readonly samples: Mismatch[] = [];
  add(mismatch: Mismatch) {
    this.count++;
    if (this.samples.length < 20) this.samples.push(mismatch);
  }
  report(): string {
    return [
      `${this.count} of ${this.checks} checks disagree with spec §6 (first ${this.samples.length}):`,
      ...this.samples.map(describeMismatch),
    ].join('\n');
  }
}

function describeMismatch(m: Mismatch): string {
  const c = m.context;
  const who = c
    ? `role=${c.Roles.map((r) => r.slug).join('+')} flags=[${combinedFlags.filter((f) => flagOn(c, f)).join(',')}] ` +
      `mode=${c.mode} workgroups=${JSON.stringify(c.workgroupPermissions)} step=${c.progressStepId}` +
      (c.authenticatedUserId !== c.workingUserId ? ' masquerading' : '')
    : 'anonymous';
  const target =
    `${m.subject}` +
    (m.record ? ` ${JSON.stringify(m.record)}` : '') +
    (m.field !== undefined ? ` field=${m.field}` : '');
  return `  ${m.action} ${target} | ${who} | expected ${m.expected}, got ${m.actual}`;
}

/** Compares one check of `ability` (built for `context`) with the oracle `table`; logs a mismatch. */
function compare(
  log: MismatchLog,
  table: CompiledTable,
  context: AuthContext | undefined,
  ability: AppAbility,
  action: Action,
  subjectName: Subject,
  record?: Record<string, unknown>,
  field?: string,
): void {
  log.checks++;
  const expected = expectedCan(table, context, action, subjectName, record, field);
  const actual = record
    ? ability.can(action, asSubject(subjectName, { ...record }) as SubjectRecord, field)
    : ability.can(action, subjectName, field);
  if (expected !== actual)
    log.add({ subject: subjectName, action, context, record, field, expected, actual });
}

/** Every subject and action at subject level (no record, no field), one log per subject. */
function compareAllSubjects(
  logs: Map<Subject, MismatchLog>,
  table: CompiledTable,
  context: AuthContext,
  ability = defineAbilityFor(context),
) {
  for (const subjectName of subjects) {
    let log = logs.get(subjectName);
    if (!log) logs.set(subjectName, (log = new MismatchLog()));
    for (const action of actions) compare(log, table, context, ability, action, subjectName);
  }
}

function expectNoMismatch(log: MismatchLog) {
  expect(log.checks).toBeGreaterThan(0);
  expect(log.count, log.report()).toBe(0);
}

const modes: Mode[] = ['local', 'production'];

// ---------------------------------------------------------------------------------------------------------
// The tests

describe('spec §6 table: each role alone × subject × action × 2^10 flag combinations × mode', () => {
  const logs = new Map<Subject, MismatchLog>();

  beforeAll(() => {
    for (const role of specRoles) {
      for (let mask = 0; mask <= allFlagsOn; mask++) {
        for (const mode of modes) {
          compareAllSubjects(logs, specOracle, makeContext({ roles: [role], on: flagsOfMask(mask), mode }));
        }
      }
    }
  }, 120_000);

  it('covers every role, subject, action, flag combination and mode', () => {
    const checks = [...logs.values()].reduce((sum, log) => sum + log.checks, 0);
    expect(checks).toBe(specRoles.length * subjects.length * actions.length * 1024 * modes.length);
  });

  it.each(subjects.map((name) => [name]))('%s', (subjectName) => {
    expectNoMismatch(logs.get(subjectName)!);
  });
});

describe('modes', () => {
  it('every mode, each role alone, no flags and all flags', () => {
    const logs = new Map<Subject, MismatchLog>();
    for (const role of specRoles) {
      for (const mode of ['production', 'staging-build', 'development', 'local'] as Mode[]) {
        for (const mask of [0, allFlagsOn]) {
          compareAllSubjects(logs, specOracle, makeContext({ roles: [role], on: flagsOfMask(mask), mode }));
        }
      }
    }
    for (const log of logs.values()) expectNoMismatch(log);
  });
});

describe('field rule: AcademicPeriod.useAdvancedEffort', () => {
  it('is forbidden to everyone while aemEnabled is off, other fields and the subject are not', () => {
    const log = new MismatchLog();
    for (const role of specRoles) {
      for (let mask = 0; mask <= allFlagsOn; mask++) {
        const context = makeContext({ roles: [role], on: flagsOfMask(mask) });
        const ability = defineAbilityFor(context);
        for (const action of actions) {
          for (const field of ['useAdvancedEffort', 'name', undefined]) {
            compare(log, specOracle, context, ability, action, 'AcademicPeriod', undefined, field);
          }
        }
      }
    }
    expectNoMismatch(log);
  });

  it('the oracle itself: read of the field follows aemEnabled, read of the subject does not', () => {
    for (const role of specRoles) {
      const off = makeContext({ roles: [role] });
      const on = makeContext({ roles: [role], on: ['aemEnabled'] });
      expect(expectedCan(specOracle, off, 'read', 'AcademicPeriod', undefined, 'useAdvancedEffort')).toBe(
        false,
      );
      expect(expectedCan(specOracle, off, 'read', 'AcademicPeriod')).toBe(true);
      expect(expectedCan(specOracle, on, 'read', 'AcademicPeriod', undefined, 'useAdvancedEffort')).toBe(
        true,
      );
    }
  });
});

describe('EffortTimeline (productExtensions: those who read EffortActual)', () => {
  it('the oracle itself: admin, effortContributor and effortManager read it with aemEnabled, no one else', () => {
    for (const role of specRoles) {
      const off = makeContext({ roles: [role], on: ['aemEnabledFaculty'] });
      const on = makeContext({ roles: [role], on: ['aemEnabled'] });
      expect(expectedCan(specOracle, off, 'read', 'EffortTimeline'), role).toBe(false);
      expect(expectedCan(specOracle, on, 'read', 'EffortTimeline'), role).toBe(
        expectedCan(specOracle, on, 'read', 'EffortActual'),
      );
      expect(expectedCan(specOracle, on, 'update', 'EffortTimeline'), role).toBe(false);
    }
    const manager = makeContext({ roles: ['effortManager'], on: ['aemEnabled'] });
    expect(expectedCan(specOracle, manager, 'read', 'EffortTimeline')).toBe(true);
    expect(defineAbilityFor(manager).can('read', 'EffortTimeline')).toBe(true);
  });
});

const workgroupShapes: WorkgroupPermission[][] = [
  [],
  [{ id: W1, permission: 0 }],
  [{ id: W1, permission: 1 }],
  [{ id: W1, permission: 2 }],
  [{ id: W1, permission: 3 }],
  [
    { id: W1, permission: 1 },
    { id: W2, permission: 2 },
  ],
];
const progressSteps = [null, 5, 6, 7];

describe('Section per-workgroup conditions', () => {
  it('faculty: read/assign/approve on sections in W1 and W2, by workgroup permissions and progress step', () => {
    const log = new MismatchLog();
    for (const workgroupPermissions of workgroupShapes) {
      for (const progressStepId of progressSteps) {
        const context = makeContext({ roles: ['faculty'], workgroupPermissions, progressStepId });
        const ability = defineAbilityFor(context);
        for (const action of ['read', 'assign', 'approve'] as Action[]) {
          for (const WorkgroupId of [W1, W2])
            compare(log, specOracle, context, ability, action, 'Section', { WorkgroupId });
        }
      }
    }
    expectNoMismatch(log);
  });

  it('every role and action, records and subject level', () => {
    const log = new MismatchLog();
    for (const role of specRoles) {
      for (const workgroupPermissions of workgroupShapes) {
        for (const progressStepId of progressSteps) {
          const context = makeContext({ roles: [role], workgroupPermissions, progressStepId });
          const ability = defineAbilityFor(context);
          for (const action of actions) {
            compare(log, specOracle, context, ability, action, 'Section');
            for (const WorkgroupId of [W1, W2])
              compare(log, specOracle, context, ability, action, 'Section', { WorkgroupId });
          }
        }
      }
    }
    expectNoMismatch(log);
  });

  it('the oracle itself: bit 2 at step 6 assigns in W1 only, bit 1 approves, step 5 does neither', () => {
    const at = (permission: number, progressStepId: number) =>
      makeContext({ roles: ['faculty'], workgroupPermissions: [{ id: W1, permission }], progressStepId });
    expect(expectedCan(specOracle, at(2, 6), 'assign', 'Section', { WorkgroupId: W1 })).toBe(true);
    expect(expectedCan(specOracle, at(2, 6), 'assign', 'Section', { WorkgroupId: W2 })).toBe(false);
    expect(expectedCan(specOracle, at(2, 6), 'approve', 'Section', { WorkgroupId: W1 })).toBe(false);
    expect(expectedCan(specOracle, at(1, 6), 'approve', 'Section', { WorkgroupId: W1 })).toBe(true);
    expect(expectedCan(specOracle, at(3, 5), 'assign', 'Section', { WorkgroupId: W1 })).toBe(false);
    expect(expectedCan(specOracle, at(0, 7), 'read', 'Section', { WorkgroupId: W1 })).toBe(true);
    expect(expectedCan(specOracle, at(0, 7), 'read', 'Section', { WorkgroupId: W2 })).toBe(false);
  });
});

describe('workgroup-permission holders', () => {
  const holderSubjects: Subject[] = [
    'AdminAssignment',
    'AdminAssignmentType',
    'SectionAssignment',
    'WorkgroupApproval',
  ];

  it('faculty holder vs non-holder: read of AdminAssignment, AdminAssignmentType, SectionAssignment, WorkgroupApproval', () => {
    const log = new MismatchLog();
    for (const workgroupPermissions of [[], [{ id: W1, permission: 0 }], [{ id: W1, permission: 3 }]]) {
      for (const on of [[], ['aemEnabled']] as FlagName[][]) {
        const context = makeContext({ roles: ['faculty'], workgroupPermissions, on, progressStepId: 6 });
        const ability = defineAbilityFor(context);
        for (const subjectName of holderSubjects)
          compare(log, specOracle, context, ability, 'read', subjectName);
      }
    }
    expectNoMismatch(log);
    // the oracle itself: without aemEnabled only the holder reads
    const holder = makeContext({ roles: ['faculty'], workgroupPermissions: [{ id: W1, permission: 0 }] });
    const nonHolder = makeContext({ roles: ['faculty'] });
    for (const subjectName of holderSubjects) {
      expect(expectedCan(specOracle, holder, 'read', subjectName)).toBe(true);
      expect(expectedCan(specOracle, nonHolder, 'read', subjectName)).toBe(false);
    }
  });

  it('every role × holder shape × progress step × flags (none, aemEnabled, all): every subject and action', () => {
    const logs = new Map<Subject, MismatchLog>();
    for (const role of specRoles) {
      for (const workgroupPermissions of workgroupShapes) {
        for (const progressStepId of [null, 6]) {
          for (const on of [[], ['aemEnabled'], flagsOfMask(allFlagsOn)] as FlagName[][]) {
            compareAllSubjects(
              logs,
              specOracle,
              makeContext({ roles: [role], workgroupPermissions, progressStepId, on }),
            );
          }
        }
      }
    }
    for (const log of logs.values()) expectNoMismatch(log);
  });
});

describe('progress actions and workgroup approvals (productExtensions)', () => {
  it('every role × holder shape × step: create ProgressAction, create WorkgroupApproval per workgroup', () => {
    const log = new MismatchLog();
    for (const role of specRoles) {
      for (const workgroupPermissions of workgroupShapes) {
        for (const progressStepId of progressSteps) {
          const context = makeContext({ roles: [role], workgroupPermissions, progressStepId });
          const ability = defineAbilityFor(context);
          compare(log, specOracle, context, ability, 'create', 'ProgressAction');
          compare(log, specOracle, context, ability, 'create', 'WorkgroupApproval');
          for (const WorkgroupId of [W1, W2])
            compare(log, specOracle, context, ability, 'create', 'WorkgroupApproval', { WorkgroupId });
        }
      }
    }
    expectNoMismatch(log);
  });

  it('the oracle itself: bit 1 approves its own workgroup whatever the working step; bit 2 does not', () => {
    const member = (permission: number, progressStepId: number | null) =>
      makeContext({ roles: ['faculty'], workgroupPermissions: [{ id: W1, permission }], progressStepId });
    expect(expectedCan(specOracle, member(1, null), 'create', 'WorkgroupApproval', { WorkgroupId: W1 })).toBe(
      true,
    );
    expect(expectedCan(specOracle, member(1, 6), 'create', 'WorkgroupApproval', { WorkgroupId: W2 })).toBe(
      false,
    );
    expect(expectedCan(specOracle, member(2, 6), 'create', 'WorkgroupApproval', { WorkgroupId: W1 })).toBe(
      false,
    );
    expect(expectedCan(specOracle, makeContext({ roles: ['admin'] }), 'create', 'WorkgroupApproval')).toBe(
      false,
    );
  });
});

describe('UserSetting: own records only', () => {
  it("each role manages the working user's records, not the masquerader's nor anyone else's", () => {
    const log = new MismatchLog();
    for (const role of specRoles) {
      for (const masquerading of [false, true]) {
        const context = makeContext({ roles: [role], masquerading });
        const ability = defineAbilityFor(context);
        for (const action of actions) {
          compare(log, specOracle, context, ability, action, 'UserSetting');
          for (const UserId of ['user-self', 'user-staff', 'user-other']) {
            compare(log, specOracle, context, ability, action, 'UserSetting', { UserId });
          }
        }
      }
    }
    expectNoMismatch(log);
    const context = makeContext({ roles: ['faculty'], masquerading: true });
    expect(expectedCan(specOracle, context, 'update', 'UserSetting', { UserId: 'user-self' })).toBe(true);
    expect(expectedCan(specOracle, context, 'update', 'UserSetting', { UserId: 'user-staff' })).toBe(false);
  });
});

describe('anonymous', () => {
  it('defineAbilityFor(undefined) can nothing', () => {
    const ability = defineAbilityFor(undefined);
    const log = new MismatchLog();
    for (const action of actions) {
      for (const subjectName of subjects) compare(log, specOracle, undefined, ability, action, subjectName);
      compare(log, specOracle, undefined, ability, action, 'Section', { WorkgroupId: W1 });
      compare(log, specOracle, undefined, ability, action, 'UserSetting', { UserId: 'user-self' });
      compare(log, specOracle, undefined, ability, action, 'AcademicPeriod', undefined, 'useAdvancedEffort');
      log.checks++;
      if (ability.can(action, 'all'))
        log.add({ subject: 'all', action, context: undefined, expected: false, actual: true });
    }
    expectNoMismatch(log);
  });
});

describe('oracle sanity', () => {
  const wrongEntries: SubjectEntry[] = specTable.map((entry) => {
    // wrong: admin manages Course (the spec: admin reads)
    if (entry.subject === 'Course') {
      return { ...entry, grants: [{ roles: ['admin', 'academicOpsAdmin'], actions: ['manage'] }] };
    }
    // wrong: merge on User without userMergeEnabled
    if (entry.subject === 'User') return { ...entry, forbids: [] };
    return entry;
  });
  const wrong = compile(wrongEntries, productExtensions);

  /** An ability that answers exactly as the spec table says, to compare the wrong table against. */
  const specAbility = (context: AuthContext) =>
    ({
      can: (action: Action, target: Subject | Record<string, unknown>, field?: string) =>
        typeof target === 'string'
          ? expectedCan(specOracle, context, action, target, undefined, field)
          : expectedCan(specOracle, context, action, detectSubjectType(target) as Subject, target, field),
    }) as unknown as AppAbility;

  it('a deliberately wrong table yields exactly the expected mismatches through the same comparison', () => {
    const logs = new Map<Subject, MismatchLog>();
    for (const role of specRoles) {
      const context = makeContext({ roles: [role] });
      compareAllSubjects(logs, wrong, context, specAbility(context));
    }
    const course = logs.get('Course')!;
    // admin: manage, create, update, delete, merge, approve, assign, masquerade are wrongly expected
    expect(course.count).toBe(8);
    expect(course.samples.every((m) => m.context?.Roles[0].slug === 'admin' && m.expected && !m.actual)).toBe(
      true,
    );
    expect(course.report()).toMatch(/^8 of \d+ checks disagree/);
    expect(logs.get('User')!.samples.map((m) => `${m.context?.Roles[0].slug} ${m.action}`)).toEqual([
      'admin merge',
      'academicOpsAdmin merge',
    ]);
    const others = [...logs].filter(([name]) => name !== 'Course' && name !== 'User');
    expect(others.reduce((sum, [, log]) => sum + log.count, 0)).toBe(0);
  });

  it('the wrong table also disagrees with defineAbilityFor', () => {
    const logs = new Map<Subject, MismatchLog>();
    for (const role of specRoles) compareAllSubjects(logs, wrong, makeContext({ roles: [role] }));
    expect(logs.get('Course')!.count).toBeGreaterThan(0);
    expect(logs.get('User')!.count).toBeGreaterThan(0);
  });
});

describe('administrative assignments under aemEnabled (DESIGN §19 narrows §6)', () => {
  const own = { UserId: 'user-self', InstructorWorkgroupIds: [W1] };
  const colleagues = { UserId: 'user-other', InstructorWorkgroupIds: [W1] };
  const elsewhere = { UserId: 'user-other', InstructorWorkgroupIds: [W2] };

  it('faculty manage only their own and never approve them; staff manage all; bit 1 approves its members', () => {
    const log = new MismatchLog();
    const people = [
      { roles: ['faculty'] as SpecRole[] },
      { roles: ['faculty'] as SpecRole[], workgroupPermissions: [{ id: W1, permission: 1 }] },
      { roles: ['faculty', 'reportingUser'] as SpecRole[] },
      { roles: ['academicOpsAdmin'] as SpecRole[] },
    ];
    for (const person of people) {
      for (const on of [[], ['aemEnabled']] as FlagName[][]) {
        const context = makeContext({ ...person, on, progressStepId: 3 });
        const ability = defineAbilityFor(context);
        for (const action of ['create', 'read', 'update', 'delete', 'approve', 'manage'] as Action[]) {
          for (const record of [own, colleagues, elsewhere])
            compare(log, specOracle, context, ability, action, 'AdminAssignment', record);
          compare(log, specOracle, context, ability, action, 'AdminAssignmentType');
        }
      }
    }
    expectNoMismatch(log);
    const faculty = makeContext({ roles: ['faculty'], on: ['aemEnabled'] });
    expect(expectedCan(specOracle, faculty, 'create', 'AdminAssignment', own)).toBe(true);
    expect(expectedCan(specOracle, faculty, 'create', 'AdminAssignment', colleagues)).toBe(false);
    expect(expectedCan(specOracle, faculty, 'approve', 'AdminAssignment', own)).toBe(false);
    expect(expectedCan(specOracle, faculty, 'create', 'AdminAssignmentType')).toBe(false);
    expect(expectedCan(specOracle, faculty, 'read', 'AdminAssignmentType')).toBe(true);
    const approver = makeContext({
      roles: ['faculty'],
      on: ['aemEnabled'],
      workgroupPermissions: [{ id: W1, permission: 1 }],
    });
    expect(expectedCan(specOracle, approver, 'approve', 'AdminAssignment', colleagues)).toBe(true);
    expect(expectedCan(specOracle, approver, 'approve', 'AdminAssignment', elsewhere)).toBe(false);
  });
});
