import type { RaRecord } from 'react-admin';

/** "section 001" */
export const sectionLabel = (section: RaRecord): string => `section ${String(section.sectionNumber ?? '')}`;

/** A share of the section's points as a percentage ("50%"), or nothing when the section has no points. */
export const shareText = (points: number, sectionPoints: number): string =>
  sectionPoints > 0 ? `${Math.round((points / sectionPoints) * 100)}%` : '';
