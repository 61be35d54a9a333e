import { ValidationError } from '@tams/domain';
import { isUuid } from '../http/ids.js';

export const scheduleFilterFields = [
  'AcademicPeriodId',
  'AcademicTermId',
  'WorkgroupId',
  'LocationId',
  'UserId',
] as const;
export type ScheduleFilter = Partial<Record<(typeof scheduleFilterFields)[number], string>>;

const invalid = (field: string, reason: string): never => {
  throw new ValidationError({ [field]: reason }, `Invalid schedule filter: ${field}: ${reason}`);
};

/**
 * The `filter` query parameter (JSON, as react-admin writes it) with only `allowed` fields, each an id;
 * empty values are ignored (spec §5). Anything else is a 400 naming the field.
 */
export function parseScheduleFilter(
  raw: string | string[] | undefined,
  allowed: readonly string[] = scheduleFilterFields,
): ScheduleFilter {
  const text = Array.isArray(raw) ? raw.at(-1) : raw;
  if (text === undefined || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return invalid('filter', 'Must be valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return invalid('filter', 'Must be a JSON object');
  const filter: ScheduleFilter = {};
  for (const [field, value] of Object.entries(parsed)) {
    if (!allowed.includes(field)) invalid('filter', `Cannot filter by "${field}"`);
    if (value === undefined || value === null || value === '') continue;
    if (!isUuid(value)) invalid(field, 'Must be an id (UUID)');
    filter[field as keyof ScheduleFilter] = (value as string).toLowerCase();
  }
  return filter;
}
