/**
 * Points are decimals (a share of 1.2 of a 3-point section): sums and differences are kept to 1/1000 so
 * that 0.1 + 0.2 is 0.3 and coverage and workload compare exactly.
 */
export const roundPoints = (points: number) => Math.round(points * 1000) / 1000;
