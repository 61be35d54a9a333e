import { type AppAbility, subject } from '@tams/access';
import type { ReportType } from '@tams/domain';
import type { ReportColumnSource, ReportSource } from './reportSource.js';

/** What one reader may see of a report type: whether at all, and which columns. */
export interface ReportReader {
  columns: readonly ReportColumnSource[];
}

/**
 * May the ability read reports of this type? Read Report (spec §6: admin, academicOpsAdmin, reportingUser)
 * on the type, and the type's own right where it has one (users' accounts need read User). A Report
 * reader reads the type's rows department-wide: reporting across workgroups is what the role is for.
 */
export const mayReadReportType = (
  ability: AppAbility,
  type: ReportType,
  requires?: ReportSource['requires'],
): boolean =>
  ability.can('read', subject('Report', { reportType: type }) as never) &&
  (!requires || ability.can(requires[0], requires[1]));

/** The reader's view of a source, or undefined when they may not read its type. */
export function reportReaderOf(ability: AppAbility, source: ReportSource): ReportReader | undefined {
  if (!mayReadReportType(ability, source.type, source.requires)) return undefined;
  return {
    columns: source.columns.filter(
      (column) => !column.requires || ability.can(column.requires[0], column.requires[1]),
    ),
  };
}
