import { requiredPointsFromEffort } from '../effort/instructorEffort.js';

/** Where someone's required points in a period come from (DESIGN §19). */
export type RequiredPointsSource = 'set' | 'effort' | 'instructorType';

/** What required points follow from, for one instructor in one period. */
export interface RequiredPointsFacts {
  /** Their financial data's points for the period (a financialReportingUser's), if any. */
  financialData: number | null;
  /**
   * Their expected teaching share, in percent, where the period uses advanced effort (and effort management
   * is on); null otherwise.
   */
  expectedTeachingShare: number | null;
  /** Their instructor type's default points: a full-time member's. */
  instructorTypeDefault: number | null;
}

export interface RequiredPoints {
  points: number | null;
  source: RequiredPointsSource | null;
}

/**
 * To two decimals, halves away from zero, as PostgreSQL's round(numeric, 2): through the decimal text, so
 * that 43.995 (4399.499... once multiplied as a float) is 44, as the database has it.
 */
export function roundToHundredths(value: number): number {
  const text = String(value);
  if (text.includes('e')) return Math.round(value * 100) / 100;
  const hundredths = Math.round(Math.abs(Number(`${text.replace('-', '')}e2`)));
  return Math.sign(value) * Number(`${hundredths}e-2`) || 0;
}

/**
 * Required points, the one definition (DESIGN §19): the period's financial data wins; else, where the
 * period uses advanced effort, the expected teaching share of the instructor type's full-time points (§14);
 * else the instructor type's default; else not set. Two decimals. The read models' SQL
 * (projections/src/effort/instructorEffortQueries.ts, requiredPointsSql) states the same, and a test holds
 * the two to it.
 */
export function requiredPointsOf(facts: RequiredPointsFacts): RequiredPoints {
  const { financialData, expectedTeachingShare, instructorTypeDefault } = facts;
  if (financialData !== null) return { points: roundToHundredths(financialData), source: 'set' };
  const fromEffort = requiredPointsFromEffort(expectedTeachingShare, instructorTypeDefault);
  if (fromEffort !== null) return { points: fromEffort, source: 'effort' };
  if (instructorTypeDefault !== null)
    return { points: roundToHundredths(instructorTypeDefault), source: 'instructorType' };
  return { points: null, source: null };
}

/** A member's effort in one period, as the classification moves it: what their payroll share is made of. */
export interface TeachingEffort {
  /** All their effort in the period (a reclassification moves none of it in or out). */
  total: number;
  /** The part in categories that count as teaching, before the move. */
  teaching: number;
  /** How much the move takes into (+) or out of (-) teaching categories. */
  teachingMoved: number;
  /** An effortManager's expected share: it stands whatever payroll says. */
  adjustedShare: number | null;
}

/**
 * A member's required points before and after effort moves between teaching and other categories
 * (DESIGN §19: a classification rule's preview lists whose required points would change): the payroll
 * share is the teaching part of the total, in percent to two decimals, and requiredPointsOf does the rest.
 * `facts` are the member's as they stand (their expected share unused: the move decides it). Where the
 * period does not use advanced effort (`advanced` false), effort sets nobody's points: both sides equal.
 */
export function requiredPointsAcrossEffortMove(
  facts: Omit<RequiredPointsFacts, 'expectedTeachingShare'>,
  effort: TeachingEffort,
  advanced: boolean,
): { before: RequiredPoints; after: RequiredPoints } {
  const shareOf = (teaching: number) =>
    effort.adjustedShare ?? (effort.total > 0 ? roundToHundredths((100 * teaching) / effort.total) : null);
  const at = (teaching: number) =>
    requiredPointsOf({ ...facts, expectedTeachingShare: advanced ? shareOf(teaching) : null });
  return { before: at(effort.teaching), after: at(effort.teaching + effort.teachingMoved) };
}
