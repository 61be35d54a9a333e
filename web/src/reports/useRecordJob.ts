import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { isJobFinished, type JobSnapshot, useFollowedJob } from '../shared/jobs/useFollowedJob';
import type { JobStart } from './reportApi';

interface JobRecord {
  id: string;
  status: string;
  failureReason?: string | null;
}

/** A job as the socket tells it, and at the end the record it made (a snapshot, an export). */
export interface RecordJob<Record extends JobRecord> extends JobSnapshot {
  record?: Record;
}

/** A snapshot is `taken`, an export `completed`. */
export const isRecordDone = (record: JobRecord | undefined) =>
  record?.status === 'completed' || record?.status === 'taken';
const isRecordSettled = (record: JobRecord | undefined) =>
  isRecordDone(record) || record?.status === 'failed';

/** What a read of the record says of its job (a running record says nothing of the progress). */
export function jobFromRecord<Record extends JobRecord>(
  jobId: string,
  record: Record | undefined,
  current: RecordJob<Record> | undefined,
): RecordJob<Record> {
  const base = { jobId, record, progress: current?.progress ?? 0 };
  if (isRecordDone(record)) return { ...base, progress: 100, state: 'completed' };
  if (record?.status === 'failed')
    return { ...base, state: 'failed', error: record.failureReason ?? current?.error };
  return { ...base, state: current?.state ?? 'waiting', error: current?.error };
}

/**
 * Starts a job that makes a record (POST answering {id, jobId}) and follows it (useFollowedJob) until the
 * record says it is done; `listKey` is refreshed when it finishes.
 */
export function useRecordJob<Record extends JobRecord>({
  queue,
  readRecord,
  listKey,
}: {
  queue: string;
  readRecord(id: string): Promise<Record | undefined>;
  listKey: readonly unknown[];
}) {
  const queryClient = useQueryClient();
  const recordIds = useRef(new Map<string, string>());
  const read = useCallback(
    async (jobId: string) => {
      const record = await readRecord(recordIds.current.get(jobId) ?? jobId);
      return (current: RecordJob<Record> | undefined) => jobFromRecord(jobId, record, current);
    },
    [readRecord],
  );
  const { job, follow, forget, reset } = useFollowedJob<RecordJob<Record>>({
    queue,
    read,
    lacksResult: (followed) => !isRecordSettled(followed.record),
  });

  const start = useCallback(
    async (post: () => Promise<JobStart>) => {
      forget();
      const { id, jobId } = await post();
      recordIds.current.set(jobId ?? id, id);
      follow(jobId ?? id);
      return id;
    },
    [follow, forget],
  );

  const finished = isJobFinished(job);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: listKey });
  }, [finished, queryClient, listKey]);

  return { job, start, reset };
}
