import { demoId } from './ids.js';

export type TermKind = 'Fall' | 'Spring' | 'Summer';

export interface DemoTerm {
  id: string;
  kind: TermKind;
  name: string;
  startDate: string;
  endDate: string;
}

export const periodIdOf = (year: number) => demoId('academicPeriod', year);

/** The three terms of the academic period starting in `year` (August to July). */
export function termsOf(year: number): DemoTerm[] {
  const periodId = periodIdOf(year);
  const term = (kind: TermKind, name: string, startDate: string, endDate: string): DemoTerm => ({
    id: demoId('academicTerm', `${periodId}:${name}`),
    kind,
    name,
    startDate,
    endDate,
  });
  return [
    term('Fall', `Fall ${year}`, `${year}-08-20`, `${year}-12-15`),
    term('Spring', `Spring ${year + 1}`, `${year + 1}-01-10`, `${year + 1}-05-10`),
    term('Summer', `Summer ${year + 1}`, `${year + 1}-05-20`, `${year + 1}-07-31`),
  ];
}
