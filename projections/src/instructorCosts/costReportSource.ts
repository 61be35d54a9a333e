import { instructorCostStatuses } from '@tams/domain';
import { sql } from 'kysely';
import { instructorRows } from '../instructors/queries.js';
import {
  enumColumn,
  numberColumn,
  pointsColumn,
  ref,
  type ReportSource,
  textColumn,
} from '../reports/reportSource.js';

/*
 * The cost formula of @tams/domain instructorCostOf, in SQL so that the report engine filters, sorts and
 * groups on it: regular points up to the required ones at the cost per point, the rest at the overload
 * rate; no rate -> no cost. costReport.int.spec.ts checks it gives the figures of instructorCostOf.
 */
const assigned = sql`b."pointsAssigned"`;
const regular = sql`case when b."pointsRequired" is null then ${assigned}
  else least(${assigned}, greatest(b."pointsRequired", 0)) end`;
const overload = sql`greatest(0, ${assigned} - ${regular})`;
const cost = sql`case when r.id is null then null
  else round((${regular})::numeric * r."costPerPoint" + (${overload})::numeric * r."overloadRate", 2)::float8 end`;
const status = sql`case when r.id is null then 'noRate'
  when b."pointsRequired" is null then 'noRequired'
  when ${assigned} > b."pointsRequired" then 'overload'
  when ${assigned} < b."pointsRequired" then 'under' else 'met' end`;

/** InstructorCosts as a report (DESIGN §17): each faculty member's cost in a period; needs FinancialData. */
export const instructorCostsBuilder: ReportSource = {
  type: 'InstructorCostsBuilder',
  label: 'Instructor costs',
  description: "Each faculty member's cost in a period from their assigned points and the rate matrix.",
  requires: ['manage', 'FinancialData'],
  tables: [
    'users',
    'facultyProfiles',
    'financialData',
    'instructorWorkloads',
    'instructorTypes',
    'ranks',
    'instructorRates',
    'academicPeriods',
  ],
  periodScoped: true,
  from: (db, context) =>
    db
      .selectFrom(instructorRows(db, context.periodId, { effortEnabled: context.effortEnabled }).as('b'))
      .leftJoin('academicPeriods as p', 'p.id', 'b.AcademicPeriodId')
      .leftJoin('instructorRates as r', (join) =>
        join
          .onRef('r.AcademicPeriodId', '=', 'b.AcademicPeriodId')
          .onRef('r.InstructorTypeId', '=', 'b.InstructorTypeId')
          .onRef('r.RankId', '=', 'b.RankId'),
      ),
  id: ref('b.id'),
  columns: [
    textColumn('name', 'Instructor', 'b.name', { width: 24 }),
    textColumn('AcademicPeriod', 'Academic Period', 'p.name', { width: 18 }),
    textColumn('InstructorType', 'Instructor Type', 'b.instructorTypeName', { width: 18 }),
    textColumn('Rank', 'Rank', 'b.rankName'),
    textColumn(
      'Workgroups',
      'Workgroups',
      sql`(select string_agg(w->>'name', ', ') from json_array_elements(b."Workgroups") w)`,
      { width: 24 },
    ),
    pointsColumn('pointsRequired', 'Required Points', 'b.pointsRequired'),
    pointsColumn('pointsAssigned', 'Assigned Points', 'b.pointsAssigned'),
    pointsColumn('regularPoints', 'Regular Points', regular),
    pointsColumn('overloadPoints', 'Overload Points', overload),
    numberColumn('costPerPoint', 'Cost per Point', sql`r."costPerPoint"::float8`),
    numberColumn('overloadRate', 'Overload Rate', sql`r."overloadRate"::float8`),
    numberColumn('cost', 'Cost', cost, { aggregate: 'sum' }),
    enumColumn('status', 'Status', status, { values: instructorCostStatuses }),
  ],
  defaultState: { sorting: [{ id: 'name', desc: false }] },
};
