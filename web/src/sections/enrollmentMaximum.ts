/**
 * The course's section maximum when the server refused a save only because the enrollment is above it
 * without the override (errors.enrollment "Above the course's section maximum of 40 students: ..."); else
 * undefined (no error, or other errors the form shows on their inputs).
 */
export function enrollmentMaximumOf(errors: unknown): number | undefined {
  if (typeof errors !== 'object' || errors === null) return undefined;
  const { enrollment, root: _root, ...others } = errors as Record<string, unknown>;
  if (Object.keys(others).length > 0 || typeof enrollment !== 'string') return undefined;
  const maximum = /section maximum of (\d+)/.exec(enrollment)?.[1];
  return maximum === undefined ? undefined : Number(maximum);
}
