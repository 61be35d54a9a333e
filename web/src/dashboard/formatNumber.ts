const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A count or a number of points as US English writes it (spec §9 locale en-us): 1,234.5 */
export const formatNumber = (value: number) => numberFormat.format(value);
