import type { DraftWeights } from './draftProblem.js';

/** One proposed assignment, with why (DESIGN §18): what a person reads before accepting it. */
export interface DraftProposal {
  SectionId: string;
  sectionLabel: string;
  UserId: string;
  instructorName: string;
  /** The share the instructor takes: the section's uncovered points. */
  points: number;
  /** 0..1, as preferenceAlignmentOf judges it. */
  preferenceScore: number;
  /** e.g. ["Preferred: Fall, In person", "Taught in Fall 2025", "12 of 12 points after"]. */
  reasons: string[];
  taughtBefore: boolean;
  pointsRequired: number | null;
  pointsAfter: number;
  over: boolean;
  /** This proposal's share of the objective. */
  objective: number;
}

export interface DraftUncovered {
  SectionId: string;
  sectionLabel: string;
  points: number;
  /** e.g. "No eligible instructor without a time conflict" or "Every eligible instructor is at their required points". */
  reason: string;
}

export interface DraftObjective {
  total: number;
  parts: Record<keyof DraftWeights, number>;
}

export interface DraftFigures {
  sectionsCovered: number;
  sectionsUncovered: number;
  instructorsOver: number;
  /** Mean preferenceScore over the proposals (0 when none). */
  meanPreferenceAlignment: number;
}

export interface DraftResult {
  proposals: DraftProposal[];
  uncovered: DraftUncovered[];
  /** Instructors left out of the draft and why (e.g. "Required points not set"). */
  notDrafted: { UserId: string; instructorName: string; reason: string }[];
  objective: DraftObjective;
  figures: DraftFigures;
  weights: DraftWeights;
  /** 'greedy': the baseline's answer (benchmarks), not a solver's. */
  solver: {
    status: 'optimal' | 'timeLimit' | 'infeasible' | 'empty' | 'greedy';
    gap: number;
    ms: number;
    variables: number;
  };
}
