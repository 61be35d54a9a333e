/** The key of effort no rule classifies, in the amounts the API answers per pay period. */
export const unclassifiedKey = 'unclassified';

/** The API's colour for unclassified effort, and the one used when a category's colour is unreadable. */
export const unclassifiedColor = '#9e9e9e';

const hexColour = /^#[0-9a-fA-F]{6}$/;

/** A category as the effort answers name it: id null is the unclassified rest. */
export interface EffortCategoryLegend {
  id: string | null;
  name: string;
  color: string;
}

/** Where a category's amount is in a pay period's `amounts`. */
export const categoryKey = (id: string | null): string => id ?? unclassifiedKey;

/** The category's own colour (a hex colour is all the API stores); grey for anything else. */
export const categoryColor = (color: string | null | undefined): string =>
  color && hexColour.test(color) ? color : unclassifiedColor;
