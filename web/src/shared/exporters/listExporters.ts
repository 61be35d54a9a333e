import type { AppAbility } from '@tams/access';
import type { FieldSpec } from '@tams/domain';
import type { RaRecord } from 'react-admin';
import { type MeetingTimes, meetingText } from '../../sections/meetingText';
import { roleLabelOf } from '../../users/roleChoices';
import { canReadWith, definitionColumns, referenceTo } from './definitionColumns';
import { type ExportColumn, yesNo } from './exportRows';
import { referenceResolvingExporter } from './referenceResolvingExporter';

const humanizeCoverage = (value: unknown) =>
  typeof value === 'string' ? value.charAt(0).toUpperCase() + value.slice(1) : '';

/** Sections with their course number and name (from the offering), and their meeting with its room. */
export const sectionColumns: ExportColumn[] = [
  { label: 'Section', source: 'sectionNumber' },
  {
    label: 'Course Number',
    source: 'CourseOfferingId',
    reference: { resource: 'courseOfferings', name: 'courseNumber' },
  },
  {
    label: 'Course Name',
    source: 'CourseOfferingId',
    reference: { resource: 'courseOfferings', name: 'name' },
  },
  { label: 'Name', source: 'name' },
  { label: 'Term', source: 'AcademicTermId', reference: referenceTo('academicTerms') },
  { label: 'Teaching Mode', source: 'TeachingModeId', reference: referenceTo('teachingModes') },
  { label: 'Workgroup', source: 'WorkgroupId', reference: referenceTo('workgroups') },
  {
    label: 'Meeting',
    source: 'Meetings',
    items: {
      references: { LocationId: { resource: 'locations', name: 'code' } },
      text: (meeting, nameOf) =>
        [meetingText(meeting as MeetingTimes), nameOf('LocationId')].filter(Boolean).join(' '),
    },
  },
  { label: 'Enrollment', source: 'enrollment' },
  { label: 'Points', source: 'points' },
  { label: 'Assigned Points', source: 'assignedPoints' },
  { label: 'Coverage', source: 'coverageStatus', format: humanizeCoverage },
  { label: 'Variance', source: 'variance' },
];

/** Offerings with their term modes in one cell: "Fall 2026: In Person; Spring 2027: Online". */
export const courseOfferingColumns: ExportColumn[] = [
  { label: 'Course Number', source: 'courseNumber' },
  { label: 'Name', source: 'name' },
  { label: 'Academic Period', source: 'AcademicPeriodId', reference: referenceTo('academicPeriods') },
  { label: 'Points', source: 'points' },
  {
    label: 'Term Modes',
    source: 'OfferingTermModes',
    items: {
      references: {
        AcademicTermId: referenceTo('academicTerms'),
        TeachingModeId: referenceTo('teachingModes'),
      },
      text: (_termMode, nameOf) => `${nameOf('AcademicTermId')}: ${nameOf('TeachingModeId')}`,
    },
  },
];

export const userColumns: ExportColumn[] = [
  { label: 'First Name', source: 'firstName' },
  { label: 'Last Name', source: 'lastName' },
  { label: 'Display Name', source: 'displayName' },
  { label: 'Username', source: 'username' },
  { label: 'Email', source: 'email' },
  { label: 'Employee Id', source: 'EmployeeId' },
  {
    label: 'Roles',
    source: 'Roles',
    format: (roles) => (Array.isArray(roles) ? roles.map((slug) => roleLabelOf(String(slug))) : ''),
  },
  { label: 'Active', source: 'isActive', format: yesNo },
  { label: 'Faculty', source: 'isFaculty', format: yesNo },
  { label: 'Last Login', source: 'lastLoginAt' },
];

export const administrativeAssignmentColumns: ExportColumn[] = [
  { label: 'Instructor', source: 'instructorName' },
  { label: 'Academic Period', source: 'AcademicPeriodId', reference: referenceTo('academicPeriods') },
  {
    label: 'Type',
    source: 'AdministrativeAssignmentTypeId',
    reference: referenceTo('administrativeAssignmentTypes'),
  },
  { label: 'Points', source: 'points' },
  { label: 'Notes', source: 'notes' },
];

/** Instructors: the list's names are already in the rows; workgroups come embedded as {id, name}. */
export const instructorColumns: ExportColumn[] = [
  { label: 'Name', source: 'name' },
  { label: 'Type', source: 'instructorTypeName' },
  { label: 'Rank', source: 'rankName' },
  { label: 'Division', source: 'divisionName' },
  {
    label: 'Workgroups',
    source: 'Workgroups',
    items: { text: (workgroup: RaRecord) => String(workgroup.name ?? '') },
  },
  { label: 'Sections', source: 'sectionCount' },
  { label: 'Required Points', source: 'pointsRequired' },
  { label: 'Assigned Points', source: 'pointsAssigned' },
  { label: 'Remaining Points', source: 'pointsRemaining' },
];

const exporterOf = (columns: ExportColumn[], filename: string) => (ability: AppAbility) =>
  referenceResolvingExporter({ columns, filename, canRead: canReadWith(ability) });

export const sectionExporter = exporterOf(sectionColumns, 'sections');
export const courseOfferingExporter = exporterOf(courseOfferingColumns, 'courseOfferings');
export const userExporter = exporterOf(userColumns, 'users');
export const administrativeAssignmentExporter = exporterOf(
  administrativeAssignmentColumns,
  'administrativeAssignments',
);
export const instructorExporter = exporterOf(instructorColumns, 'instructors');

/** A definition-built list (RecordList): the columns it shows, references by name. */
export const recordListExporter = (
  fields: { name: string; spec: FieldSpec }[],
  filename: string,
  ability: AppAbility,
) => exporterOf(definitionColumns(fields), filename)(ability);
