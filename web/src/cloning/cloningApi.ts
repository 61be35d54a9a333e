import { apiUrl, httpClient } from '../providers/httpClient';

export const cloneKinds = ['offerings', 'termModes', 'sections', 'meetings'] as const;
export type CloneKind = (typeof cloneKinds)[number];

/** What a clone job answers once done (workers/src/cloning/cloneReport.ts). */
export interface CloneResult {
  created: Record<CloneKind, number>;
  skipped: Record<CloneKind, number> & {
    reasons: { kind: CloneKind; id: string; label: string; reason: string }[];
    reasonsLeftOut: number;
  };
  notes: string[];
}

export type JobState = 'waiting' | 'active' | 'completed' | 'failed' | string;

/** A job as the socket's jobProgress messages and GET cloning/{jobId} tell it. */
export interface CloneJob {
  jobId: string;
  progress: number;
  state: JobState;
  result?: CloneResult | null;
  error?: string;
}

export interface CloneRequest {
  sourceAcademicPeriodId: string;
  targetAcademicPeriodId: string;
  includeMeetings: boolean;
}

/** POST cloning: 202 with the job's id (the same id again while that job still runs). */
export async function startClone(request: CloneRequest): Promise<string> {
  const { json } = await httpClient(`${apiUrl}/cloning`, { method: 'POST', body: JSON.stringify(request) });
  return (json as { jobId: string }).jobId;
}

export async function getCloneJob(jobId: string): Promise<CloneJob> {
  const { json } = await httpClient(`${apiUrl}/cloning/${encodeURIComponent(jobId)}`);
  return json as CloneJob;
}

export const isFinished = (job: CloneJob | undefined) =>
  job?.state === 'completed' || job?.state === 'failed';
