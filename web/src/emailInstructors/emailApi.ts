import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';

export type WorkloadStatus = 'under' | 'met' | 'over';

/** The recipient filters as the page holds them (empty: not narrowed by it). */
export interface RecipientFilters {
  AcademicPeriodId?: string;
  WorkgroupId?: string;
  workloadStatus: WorkloadStatus[];
  preferencesNotSubmitted: boolean;
  changedSincePublication: boolean;
}

export interface Recipient {
  id: string;
  name: string;
  email: string;
  workloadStatus: string;
  pointsRequired: number | null;
  pointsAssigned: number;
  pointsRemaining: number | null;
  sectionCount: number;
}

export interface Recipients {
  AcademicPeriodId: string;
  publishedAt: string | null;
  count: number;
  withoutEmail: { id: string; name: string }[];
  recipients: Recipient[];
}

export interface EmailSettings {
  devEmailsEnabled: boolean;
  devEmailTo: string | null;
  smtp: boolean;
  ratePerSecond: number;
  sendRefusal: string | null;
  mergeFields: { name: string; description: string }[];
}

export interface Message {
  subject: string;
  body: string;
}

export interface Preview extends Message {
  UserId: string;
  name: string;
  email: string;
  to: string;
  devRedirect: boolean;
}

export type MessageStatus = 'pending' | 'claimed' | 'deferred' | 'sent' | 'failed' | 'unconfirmed';
export interface SentMessage extends Message {
  id: string;
  SendId: string;
  UserId: string;
  name: string;
  email: string;
  to: string;
  status: MessageStatus;
  attempts: number;
  transport: 'smtp' | 'outbox' | null;
  error: string | null;
  sentAt: string | null;
  devRedirect: boolean;
}

export interface EmailSend extends Message {
  id: string;
  AcademicPeriodId: string;
  devRedirect: boolean;
  status: 'sending' | 'completed';
  recipientCount: number;
  requestedByName: string | null;
  requestedAt: string;
  completedAt: string | null;
  sentCount: number;
  failedCount: number;
  unconfirmedCount: number;
  messages?: SentMessage[];
}

export const emailKeys = {
  all: ['emailInstructors'] as const,
  sends: ['emailInstructors', 'sends'] as const,
  outbox: ['emailInstructors', 'outbox'] as const,
};

const getJson = async <T>(path: string): Promise<T> => (await httpClient(`${apiUrl}${path}`)).json as T;
const postJson = async <T>(path: string, body: object): Promise<T> =>
  (await httpClient(`${apiUrl}${path}`, { method: 'POST', body: JSON.stringify(body) })).json as T;

/** GET recipients' query string of the filters. */
export function recipientQueryOf(filters: RecipientFilters): string {
  const query = new URLSearchParams();
  if (filters.AcademicPeriodId) query.set('AcademicPeriodId', filters.AcademicPeriodId);
  if (filters.WorkgroupId) query.set('WorkgroupId', filters.WorkgroupId);
  if (filters.workloadStatus.length > 0) query.set('workloadStatus', filters.workloadStatus.join(','));
  if (filters.preferencesNotSubmitted) query.set('preferencesNotSubmitted', 'true');
  if (filters.changedSincePublication) query.set('changedSincePublication', 'true');
  return query.toString();
}

/** The send body's filters: only those that narrow. */
export const sendFiltersOf = (filters: RecipientFilters) => ({
  ...(filters.AcademicPeriodId ? { AcademicPeriodId: filters.AcademicPeriodId } : {}),
  ...(filters.WorkgroupId ? { WorkgroupId: filters.WorkgroupId } : {}),
  ...(filters.workloadStatus.length > 0 ? { workloadStatus: filters.workloadStatus } : {}),
  ...(filters.preferencesNotSubmitted ? { preferencesNotSubmitted: true } : {}),
  ...(filters.changedSincePublication ? { changedSincePublication: true } : {}),
});

export const useEmailSettings = () =>
  useQuery({
    queryKey: [...emailKeys.all, 'settings'],
    queryFn: () => getJson<EmailSettings>('/emailInstructors/settings'),
  });

export const useRecipients = (filters: RecipientFilters) => {
  const query = recipientQueryOf(filters);
  return useQuery({
    queryKey: [...emailKeys.all, 'recipients', query],
    queryFn: () => getJson<Recipients>(`/emailInstructors/recipients?${query}`),
    placeholderData: keepPreviousData,
  });
};

export const previewMessage = (request: Message & { UserId: string; AcademicPeriodId?: string }) =>
  postJson<Preview>('/emailInstructors/preview', request);

export const startSend = (request: Message & { filters: object; EmailTemplateId?: string | null }) =>
  postJson<{ id: string; jobId: string; recipientCount: number }>('/emailSends', request);

export const resendTo = (sendId: string, UserIds: string[]) =>
  postJson<{ id: string; jobId: string }>(`/emailSends/${encodeURIComponent(sendId)}/resend`, { UserIds });

export const getSend = (id: string) => getJson<EmailSend>(`/emailSends/${encodeURIComponent(id)}`);

export const useSends = () =>
  useQuery({ queryKey: emailKeys.sends, queryFn: () => getJson<EmailSend[]>('/emailSends') });

export const useOutbox = () =>
  useQuery({ queryKey: emailKeys.outbox, queryFn: () => getJson<SentMessage[]>('/emailOutbox') });

/** An API error's field messages (400) and its message. */
export function errorsOf(error: unknown): { message: string; fields: Record<string, string> } {
  const body = (error as { body?: { message?: string; errors?: Record<string, unknown> } }).body;
  const fields = Object.fromEntries(
    Object.entries(body?.errors ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return { message: body?.message ?? (error as Error).message ?? 'Something went wrong', fields };
}
