import { formatNumber } from '../../shared/records/formatting';

export type TeachingStatus = 'over' | 'under' | 'met' | 'notSet';

/** A share in percent as the pages write it: "62.5 %", or "Not set". */
export const shareText = (share: number | null | undefined): string =>
  share === null || share === undefined ? 'Not set' : `${formatNumber(share)} %`;

/**
 * Assigned minus required points in words: "2 points over", "1.5 points under", "Met", or "Not set" when
 * nothing is required.
 */
export function differenceText(difference: number | null | undefined, status: TeachingStatus): string {
  if (status === 'notSet' || difference === null || difference === undefined) return 'Not set';
  if (difference === 0 || status === 'met') return 'Met';
  const points = Math.abs(difference);
  return `${formatNumber(points)} ${points === 1 ? 'point' : 'points'} ${difference > 0 ? 'over' : 'under'}`;
}
