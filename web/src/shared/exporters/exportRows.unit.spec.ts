import { field } from '@tams/domain';
import { describe, expect, it } from 'vitest';
import { fieldColumn } from './definitionColumns';
import { exportRows, relatedIdsOf, type RelatedRecords } from './exportRows';
import { courseOfferingColumns, sectionColumns } from './listExporters';

const related: RelatedRecords = {
  courseOfferings: { o1: { id: 'o1', courseNumber: 'MATH 151', name: 'Calculus I' } },
  academicTerms: { t1: { id: 't1', name: 'Fall 2026' }, t2: { id: 't2', name: 'Spring 2027' } },
  teachingModes: { m1: { id: 'm1', name: 'In Person' }, m2: { id: 'm2', name: 'Online' } },
  workgroups: { w1: { id: 'w1', name: 'Mathématiques' } },
  locations: { l1: { id: 'l1', code: 'SCI 101' } },
  academicPeriods: { p1: { id: 'p1', name: '2026–27' } },
};

const offering = {
  id: 'o1',
  courseNumber: 'MATH 151',
  name: 'Calculus I',
  AcademicPeriodId: 'p1',
  points: 3,
  OfferingTermModes: [
    { id: 'x1', AcademicTermId: 't1', TeachingModeId: 'm1' },
    { id: 'x2', AcademicTermId: 't2', TeachingModeId: 'm2' },
  ],
};

const section = {
  id: 's1',
  sectionNumber: '001',
  CourseOfferingId: 'o1',
  name: 'Calculus I',
  AcademicTermId: 't1',
  TeachingModeId: 'm1',
  WorkgroupId: 'w1',
  Meetings: [
    { days: ['WE', 'MO'], startTime: '09:00', endTime: '10:15', frequency: 'weekly', LocationId: 'l1' },
  ],
  enrollment: 30,
  points: 3,
  assignedPoints: 1.5,
  coverageStatus: 'partial',
  variance: -1.5,
};

describe('list exports (issue 18 build 4)', () => {
  it('join an offering’s term modes into one cell of one row, terms and modes by name', () => {
    const rows = exportRows([offering], courseOfferingColumns, related);
    expect(rows).toEqual([
      {
        'Course Number': 'MATH 151',
        Name: 'Calculus I',
        'Academic Period': '2026–27',
        Points: 3,
        'Term Modes': 'Fall 2026: In Person; Spring 2027: Online',
      },
    ]);
  });

  it('give a section its course number and name, references by name and the meeting as text', () => {
    const [row] = exportRows([section], sectionColumns, related);
    expect(Object.keys(row)).toEqual(sectionColumns.map((column) => column.label));
    expect(row).toMatchObject({
      Section: '001',
      'Course Number': 'MATH 151',
      'Course Name': 'Calculus I',
      Term: 'Fall 2026',
      'Teaching Mode': 'In Person',
      Workgroup: 'Mathématiques',
      Meeting: 'Mo We 9:00 AM–10:15 AM SCI 101',
      Points: 3,
      Coverage: 'Partial',
      Variance: -1.5,
    });
  });

  it('collect each referenced id once per resource, nested ones included', () => {
    const ids = relatedIdsOf(
      [offering, { ...offering, id: 'o2', AcademicPeriodId: null }],
      courseOfferingColumns,
    );
    expect(ids).toEqual({
      academicPeriods: ['p1'],
      academicTerms: ['t1', 't2'],
      teachingModes: ['m1', 'm2'],
    });
  });

  it('leave a reference that is not found or unset empty, never an id', () => {
    const [row] = exportRows(
      [{ ...section, WorkgroupId: 'gone', AcademicTermId: null }],
      sectionColumns,
      related,
    );
    expect(row.Workgroup).toBe('');
    expect(row.Term).toBe('');
  });

  it('name defined fields the way the list reads them: booleans Yes/No, enum lists in words', () => {
    const columns = [
      fieldColumn('isActive', field.boolean('Active')),
      fieldColumn('Roles', field.enumList('Roles', ['academicOpsAdmin', 'reportingUser'])),
    ];
    expect(
      exportRows([{ id: 1, isActive: false, Roles: ['academicOpsAdmin', 'reportingUser'] }], columns, {}),
    ).toEqual([{ Active: 'No', Roles: 'Academic Ops Admin; Reporting User' }]);
  });
});
