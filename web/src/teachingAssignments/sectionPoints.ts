import type { RaRecord } from 'react-admin';

/** What is left to cover of a section's points (never below 0): the share a new assignment defaults to. */
export const uncoveredPoints = (section: RaRecord): number =>
  Math.max(0, Number(section.points ?? 0) - Number(section.assignedPoints ?? 0));

/** "section 001" */
export const sectionLabel = (section: RaRecord): string => `section ${String(section.sectionNumber ?? '')}`;

/** A share of the section's points as a percentage ("50%"), or nothing when the section has no points. */
export const shareText = (points: number, sectionPoints: number): string =>
  sectionPoints > 0 ? `${Math.round((points / sectionPoints) * 100)}%` : '';
