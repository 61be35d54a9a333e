import { field } from '../shared/fields.js';
import { defineResource } from '../shared/resource.js';

const hexColour = /^#[0-9a-fA-F]{6}$/;

/** A date range's end is on or after its start (pay periods, position associations). */
const endNotBeforeStart = (values: Record<string, unknown>) =>
  typeof values.startDate === 'string' &&
  typeof values.endDate === 'string' &&
  values.endDate < values.startDate
    ? { endDate: 'Must be on or after the start date' }
    : undefined;

/** A workload category effort is classified into (teaching, research, administration, ...): DESIGN §14. */
export const effortCategories = defineResource({
  name: 'effortCategories',
  eventPrefix: 'EffortCategory',
  streamPrefix: 'effortCategory',
  labels: { one: 'Effort Category', many: 'Effort Categories' },
  fields: {
    name: field.text('Name', { required: true, max: 100, unique: true, search: true }),
    color: field.text('Colour', { required: true, max: 7, help: 'A hex colour such as #1f77b4' }),
    countsAsTeaching: field.boolean('Counts As Teaching', { default: false }),
    description: field.text('Description', { max: 500, multiline: true, list: false }),
    isActive: field.boolean('Active', { default: true }),
  },
  representation: 'name',
  defaultSort: ['name', 'ASC'],
  rules: {
    validate: (values) =>
      typeof values.color === 'string' && !hexColour.test(values.color)
        ? { color: 'Must be a hex colour such as #1f77b4' }
        : undefined,
  },
});

/** The earnings codes of one type, as the comma-separated text of the field: upper case, no blanks. */
export const earnCodesOf = (text: unknown): string[] =>
  typeof text === 'string'
    ? text
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean)
    : [];

/** What an earnings code means: regular salary, supplemental, overload, stipend, leave, ... */
export const effortTypes = defineResource({
  name: 'effortTypes',
  eventPrefix: 'EffortType',
  streamPrefix: 'effortType',
  labels: { one: 'Effort Type', many: 'Effort Types' },
  fields: {
    name: field.text('Name', { required: true, max: 100, unique: true, search: true }),
    earnCodes: field.text('Earnings Codes', {
      max: 500,
      search: true,
      help: 'The payroll earnings codes of this type, separated by commas (e.g. REG, SAL)',
    }),
    description: field.text('Description', { max: 500, multiline: true, list: false }),
    isActive: field.boolean('Active', { default: true }),
  },
  representation: 'name',
  defaultSort: ['name', 'ASC'],
  rules: {
    validate: (values) =>
      earnCodesOf(values.earnCodes).some((code) => !/^[A-Z0-9_-]{1,20}$/.test(code))
        ? { earnCodes: 'Codes are letters, digits, - or _, at most 20 each, separated by commas' }
        : undefined,
  },
});

/** A payroll pay period; it belongs to the academic period(s) its dates fall in, prorated by days. */
export const effortPayPeriods = defineResource({
  name: 'effortPayPeriods',
  eventPrefix: 'EffortPayPeriod',
  streamPrefix: 'effortPayPeriod',
  labels: { one: 'Pay Period', many: 'Pay Periods' },
  fields: {
    code: field.text('Code', { required: true, max: 40, unique: true, search: true }),
    startDate: field.date('Start Date', { required: true }),
    endDate: field.date('End Date', { required: true }),
    AcademicPeriodId: field.reference('Academic Period', 'academicPeriods', 'AcademicPeriod', {
      help: 'The academic period most of its days fall in',
    }),
  },
  representation: 'code',
  defaultSort: ['startDate', 'DESC'],
  rules: { validate: endNotBeforeStart },
});

/** A payroll cost center's description, optionally the workgroup it belongs to. */
export const costCenterDescriptions = defineResource({
  name: 'costCenterDescriptions',
  eventPrefix: 'CostCenterDescription',
  streamPrefix: 'costCenterDescription',
  labels: { one: 'Cost Center Description', many: 'Cost Center Descriptions' },
  fields: {
    code: field.text('Cost Center', { required: true, max: 40, unique: true, search: true }),
    description: field.text('Description', { required: true, max: 200, search: true }),
    WorkgroupId: field.reference('Workgroup', 'workgroups', 'Workgroup'),
  },
  representation: 'code',
  defaultSort: ['code', 'ASC'],
});

export const costCenterMatches = ['exact', 'prefix'] as const;

/**
 * A classification rule (DESIGN §14): the rules apply in `sequence` order, the first active rule whose every
 * given criterion matches a row gives its category. Empty criteria match anything; at least one is given.
 */
export const effortRules = defineResource({
  name: 'effortRules',
  eventPrefix: 'EffortRule',
  streamPrefix: 'effortRule',
  labels: { one: 'Classification Rule', many: 'Classification Rules' },
  fields: {
    sequence: field.decimal('Order', { required: true, min: 0, max: 1_000_000_000 }),
    name: field.text('Name', { max: 100, search: true }),
    costCenter: field.text('Cost Center', { max: 40, search: true }),
    costCenterMatch: field.enum('Cost Center Match', costCenterMatches, { default: 'exact' }),
    earnCode: field.text('Earnings Code', { max: 20 }),
    EffortTypeId: field.reference('Effort Type', 'effortTypes', 'EffortType'),
    positionTitle: field.text('Position Title Contains', { max: 200 }),
    EffortCategoryId: field.reference('Effort Category', 'effortCategories', 'EffortCategory', {
      required: true,
    }),
    isActive: field.boolean('Active', { default: true }),
  },
  representation: 'name',
  defaultSort: ['sequence', 'ASC'],
  rules: {
    validate: (values) => {
      const criteria = ['costCenter', 'earnCode', 'EffortTypeId', 'positionTitle'];
      if (criteria.some((name) => values[name] !== null && values[name] !== undefined && values[name] !== ''))
        return undefined;
      return { costCenter: 'Give at least one of cost center, earnings code, effort type or position title' };
    },
  },
});

/** A position held by a user over a date range, by hand (EnhancedEffortPositionAssociations). */
export const enhancedEffortPositionAssociations = defineResource({
  name: 'enhancedEffortPositionAssociations',
  eventPrefix: 'EffortPositionAssociation',
  streamPrefix: 'effortPositionAssociation',
  labels: { one: 'Position Association', many: 'Position Associations' },
  fields: {
    PositionId: field.text('Position', { required: true, max: 40, search: true }),
    UserId: field.reference('Person', 'users', 'User', { required: true }),
    startDate: field.date('From', { required: true }),
    endDate: field.date('Until', { help: 'Empty: still held' }),
    note: field.text('Note', { max: 500, list: false }),
  },
  representation: 'PositionId',
  defaultSort: ['startDate', 'DESC'],
  rules: { validate: endNotBeforeStart },
});

export const effortReferenceResources = [
  effortCategories,
  effortTypes,
  effortPayPeriods,
  costCenterDescriptions,
  effortRules,
  enhancedEffortPositionAssociations,
] as const;
