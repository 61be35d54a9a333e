/**
 * Groups of mutually overlapping sections that together include every overlapping pair (a greedy clique
 * cover of the overlap graph). One row "at most one of these" per group and instructor is both fewer and
 * tighter for the solver than one row per pair: sections in one time slot make one group.
 */
export function overlapCliques(overlapping: readonly ReadonlySet<number>[]): number[][] {
  const covered = new Set<string>();
  const key = (a: number, b: number) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  const cliques: number[][] = [];
  overlapping.forEach((neighbours, a) => {
    for (const b of [...neighbours].sort((x, y) => x - y)) {
      if (b < a || covered.has(key(a, b))) continue;
      const clique = [a, b];
      // grow with the common neighbours that add most uncovered pairs first
      const candidates = [...neighbours]
        .filter((c) => c !== b && overlapping[b].has(c))
        .sort((x, y) => overlapping[y].size - overlapping[x].size || x - y);
      for (const c of candidates) if (clique.every((member) => overlapping[member].has(c))) clique.push(c);
      for (const first of clique)
        for (const second of clique) if (first < second) covered.add(key(first, second));
      cliques.push(clique.sort((x, y) => x - y));
    }
  });
  return cliques;
}
