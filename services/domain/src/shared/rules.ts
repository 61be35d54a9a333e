import type { FieldErrors } from './errors.js';

/** End on or after start; both are 'YYYY-MM-DD' strings, which compare correctly as text. */
export function dateRangeErrors(
  values: Record<string, unknown>,
  start = 'startDate',
  end = 'endDate',
): FieldErrors {
  const from = values[start];
  const to = values[end];
  if (typeof from === 'string' && typeof to === 'string' && to < from) {
    return { [end]: 'Must be on or after the start date' };
  }
  return {};
}

const normalized = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Within one stream (e.g. the terms of one period): `field` must differ from every sibling's. */
export function uniqueAmongSiblings(
  id: string,
  values: Record<string, unknown>,
  siblings: Record<string, { values: Record<string, unknown> }> | undefined,
  fieldName: string,
  message: string,
): FieldErrors {
  const taken = Object.entries(siblings ?? {}).some(
    ([siblingId, sibling]) =>
      siblingId !== id && normalized(sibling.values[fieldName]) === normalized(values[fieldName]),
  );
  return taken ? { [fieldName]: message } : {};
}
