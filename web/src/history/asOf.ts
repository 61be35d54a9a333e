import { asOfReadResources } from '@tams/domain';

/**
 * "As of an instant" (DESIGN §16): the instant lives in the page's URL as `?asOf=<ISO instant>`. While it is
 * set, the reads the API can answer for the past carry it; writes never do (the API refuses them).
 */
export const asOfParam = 'asOf';

/** The routes that answer `?asOf` (history-contract: the plan's reads, one record or a list, and the dashboard). */
const asOfReadPath = new RegExp(
  `^/api/(${[...asOfReadResources, 'dashboard'].join('|')})(/[^/?#]+)?(?:[?#]|$)`,
);

/** The instant of a location's search string, or null. */
export function asOfOf(search: string): string | null {
  const value = new URLSearchParams(search).get(asOfParam);
  return value && !Number.isNaN(Date.parse(value)) ? value : null;
}

/** The instant the page shows, from the browser's address (null: now). */
export const currentAsOf = (): string | null =>
  typeof window === 'undefined' ? null : asOfOf(window.location.search);

/** `url` with `asOf` added when it is a GET of a route that answers the past. */
export function withAsOf(url: string, method: string | undefined, asOf: string | null): string {
  if (!asOf || (method && method.toUpperCase() !== 'GET')) return url;
  if (!asOfReadPath.test(url)) return url;
  const [path, hash] = url.split('#', 2);
  const separator = path!.includes('?') ? '&' : '?';
  return `${path}${separator}${asOfParam}=${encodeURIComponent(asOf)}${hash === undefined ? '' : `#${hash}`}`;
}

/** A search string with the instant set (or dropped with null), other parameters kept. */
export function searchWithAsOf(search: string, asOf: string | null): string {
  const params = new URLSearchParams(search);
  if (asOf) params.set(asOfParam, asOf);
  else params.delete(asOfParam);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The pages that show the past (the menu keeps the instant on their links while the page shows it). */
const asOfPages: ReadonlySet<string> = new Set([
  '/',
  '/sections',
  '/sectionAssignments',
  '/instructors',
  '/history',
]);

/** A menu link while the page shows `asOf`: pages that show the past keep the instant, others drop it. */
export const menuPathAsOf = (path: string, asOf: string | null) =>
  asOf && asOfPages.has(path) ? pathAsOf(path, asOf) : path;

/** A page's path at an instant: `/sections?asOf=...`. */
export const pathAsOf = (path: string, asOf: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${asOfParam}=${encodeURIComponent(asOf)}`;

/**
 * The query keys a page's reads live under that the instant changes (react-admin resources and the custom
 * pages' keys); the cache is reset for them when the instant changes, so no page shows another instant's rows.
 */
export const asOfQueryPrefixes = new Set<string>([
  ...asOfReadResources,
  'workgroupApproval',
  'progressSteps',
  'dashboard',
  'suggestedAssignees',
  'preferenceSubmissionsMetric',
  'preferenceAlignmentMetric',
  'instructorWorkload',
]);

export const isAsOfQuery = (queryKey: readonly unknown[]) =>
  asOfQueryPrefixes.has(String(queryKey[0])) || (queryKey[0] === 'auth' && queryKey[1] === 'canAccess');
