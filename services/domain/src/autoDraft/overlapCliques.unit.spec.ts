import { describe, expect, it } from 'vitest';
import { overlapCliques } from './overlapCliques.js';

const graph = (size: number, edges: [number, number][]) => {
  const sets = Array.from({ length: size }, () => new Set<number>());
  for (const [a, b] of edges) {
    sets[a].add(b);
    sets[b].add(a);
  }
  return sets;
};

describe('overlapCliques', () => {
  it('given sections in one time slot, then they make one group', () =>
    expect(
      overlapCliques(
        graph(3, [
          [0, 1],
          [1, 2],
          [0, 2],
        ]),
      ),
    ).toEqual([[0, 1, 2]]));

  it('given a chain of overlaps, then every overlapping pair is in a group and each group overlaps throughout', () => {
    const overlapping = graph(4, [
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    const cliques = overlapCliques(overlapping);
    for (const [a, b] of [
      [0, 1],
      [1, 2],
      [2, 3],
    ])
      expect(cliques.some((c) => c.includes(a) && c.includes(b))).toBe(true);
    for (const clique of cliques)
      for (const a of clique) for (const b of clique) if (a !== b) expect(overlapping[a].has(b)).toBe(true);
  });

  it('given no overlaps, then no groups', () => expect(overlapCliques(graph(3, []))).toEqual([]));
});
