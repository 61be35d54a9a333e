import { userNameSql, type ReadModels } from '@tams/projections';
import { sectionInstructors } from './sectionInstructors.js';
import type { ScheduleChoices } from '@tams/domain';

/**
 * What the schedule of `period` can be filtered by: its terms, every workgroup and location, and the
 * instructors teaching its sections (none until teaching assignments exist: sectionInstructors.ts).
 */
export async function scheduleChoices(
  db: ReadModels,
  period: ScheduleChoices['period'],
): Promise<ScheduleChoices> {
  if (!period) return { period, terms: [], workgroups: [], locations: [], instructors: [] };
  const [terms, workgroups, locations, instructors] = await Promise.all([
    db
      .selectFrom('academicTerms')
      .select(['id', 'name', 'startDate', 'endDate'])
      .where('AcademicPeriodId', '=', period.id)
      .orderBy('startDate')
      .orderBy('id')
      .execute(),
    db.selectFrom('workgroups').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
    db.selectFrom('locations').select(['id', 'code', 'description']).orderBy('code').orderBy('id').execute(),
    db
      .selectFrom(sectionInstructors())
      .innerJoin('sections as s', 's.id', 'ta.SectionId')
      .innerJoin('users as u', 'u.id', 'ta.UserId')
      .where('s.AcademicPeriodId', '=', period.id)
      .select(['u.id', userNameSql.as('name'), 'u.lastName'])
      .distinct()
      .orderBy('u.lastName')
      .orderBy('u.id')
      .execute(),
  ]);
  return {
    period,
    terms: terms as ScheduleChoices['terms'],
    workgroups: workgroups as ScheduleChoices['workgroups'],
    locations: locations as ScheduleChoices['locations'],
    instructors: instructors.map(({ id, name }) => ({ id: String(id), name: String(name) })),
  };
}
