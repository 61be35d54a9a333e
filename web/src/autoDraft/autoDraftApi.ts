import { useQuery } from '@tanstack/react-query';
import type { DraftResult, DraftWeights } from '@tams/domain';
import { apiUrl, httpClient } from '../providers/httpClient';

export type { DraftObjective, DraftProposal, DraftResult, DraftUncovered, DraftWeights } from '@tams/domain';

export type DraftState = 'waiting' | 'active' | 'completed' | 'failed' | 'discarded';

/** A draft as GET /api/autoDrafts/{id} answers it (DESIGN §18). */
export interface AutoDraft {
  id: string;
  state: DraftState;
  progress: number;
  AcademicPeriodId: string;
  WorkgroupId: string | null;
  allowOverload: boolean;
  weights: DraftWeights;
  startedAt: string;
  result: DraftResult | null;
  /** SectionIds accepted so far. */
  accepted: string[];
  error?: string;
}

export interface DraftRequest {
  AcademicPeriodId: string;
  WorkgroupId: string | null;
  allowOverload: boolean;
  weights: DraftWeights;
}

export interface AcceptAnswer {
  correlationId: string;
  assigned: { SectionId: string; UserId: string; id: string }[];
  refused: { SectionId: string; UserId: string; reason: string }[];
}

export const isSolving = (draft: Pick<AutoDraft, 'state'> | undefined) =>
  draft?.state === 'waiting' || draft?.state === 'active';

/** The draft's page in the web app. */
export const draftPath = (id: string) => `/sectionAssignments/autoDrafts/${encodeURIComponent(id)}`;

const draftUrl = (id: string) => `${apiUrl}/autoDrafts/${encodeURIComponent(id)}`;

export const draftQueryKey = (id: string) => ['autoDrafts', id];

/** The weights a draft starts from (the server's defaults). */
export function useDraftDefaults() {
  return useQuery({
    queryKey: ['autoDrafts', 'defaults'],
    staleTime: Infinity,
    queryFn: async () =>
      ((await httpClient(`${apiUrl}/autoDrafts/defaults`)).json as { weights: DraftWeights }).weights,
  });
}

/** POST /api/autoDrafts: 202 with the new draft's id. */
export async function startDraft(request: DraftRequest): Promise<string> {
  const { json } = await httpClient(`${apiUrl}/autoDrafts`, {
    method: 'POST',
    body: JSON.stringify(request),
  });
  return (json as { id: string }).id;
}

export async function getDraft(id: string): Promise<AutoDraft> {
  return (await httpClient(draftUrl(id))).json as AutoDraft;
}

/** Accepts the given proposals (by section), or every one not accepted yet when none are given. */
export async function acceptDraft(id: string, SectionIds?: string[]): Promise<AcceptAnswer> {
  const { json } = await httpClient(`${draftUrl(id)}/accept`, {
    method: 'POST',
    body: JSON.stringify(SectionIds ? { SectionIds } : {}),
  });
  return json as AcceptAnswer;
}

export async function discardDraft(id: string): Promise<void> {
  await httpClient(draftUrl(id), { method: 'DELETE' });
}
