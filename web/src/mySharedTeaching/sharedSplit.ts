import { formatNumber } from '../shared/records/formatting';

/** An instructor's share of a section in words: "40 % of 3 points" (share 0-1, section points). */
export function splitText(share: number, sectionPoints: number): string {
  const percent = Math.round(share * 1000) / 10;
  return `${formatNumber(percent)} % of ${formatNumber(sectionPoints)} ${sectionPoints === 1 ? 'point' : 'points'}`;
}
