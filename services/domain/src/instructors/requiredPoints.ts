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
