/** A share of the section's points as a percentage ("50%"), or nothing when the section has no points. */
export const shareText = (points: number, sectionPoints: number): string =>
  sectionPoints > 0 ? `${Math.round((points / sectionPoints) * 100)}%` : '';
