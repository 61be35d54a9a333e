import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { apiUrl, httpClient } from '../providers/httpClient';

import type {
  ChangeWarning as AssignmentWarning,
  LoadPreview as LoadPreviewData,
  SuggestedAssignee,
} from '@tams/domain';

export type {
  ChangeWarning as AssignmentWarning,
  LoadPreview as LoadPreviewData,
  SuggestedAssignee,
  SuggestionCriterion,
} from '@tams/domain';

export interface AssignmentDraft {
  SectionId: Identifier;
  UserId: Identifier;
  points?: number;
}

/** Query key prefixes: the live updates and cache rules refresh these with their resources. */
export const suggestionsKey = (sectionId: Identifier) => [
  'suggestedAssignees',
  'forSection',
  String(sectionId),
];
export const previewKey = (draft: AssignmentDraft) => ['teachingAssignments', 'preview', draft];

export function useSuggestedAssignees(sectionId: Identifier, enabled: boolean) {
  return useQuery({
    queryKey: suggestionsKey(sectionId),
    enabled,
    queryFn: async () => {
      const filter = encodeURIComponent(JSON.stringify({ SectionId: sectionId }));
      const { json } = await httpClient(`${apiUrl}/suggestedAssignees?filter=${filter}`);
      return json as SuggestedAssignee[];
    },
  });
}

/** The load the draft would give its instructor; keeps showing the last answer while points are typed. */
export function useLoadPreview(draft: AssignmentDraft | undefined) {
  return useQuery({
    queryKey: previewKey(draft ?? { SectionId: '', UserId: '' }),
    enabled: Boolean(draft?.UserId && draft.SectionId),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { json } = await httpClient(`${apiUrl}/teachingAssignments/preview`, {
        method: 'POST',
        body: JSON.stringify(draft),
      });
      return json as LoadPreviewData;
    },
  });
}

/** What a refused write says: its warnings (409, confirmable), field errors (400) and message. */
export interface WriteRefusal {
  status?: number;
  message: string;
  warnings: AssignmentWarning[];
  errors: Record<string, string>;
}

export function refusalOf(error: unknown): WriteRefusal {
  const { status, message, body } = error as {
    status?: number;
    message?: string;
    body?: { message?: string; warnings?: AssignmentWarning[]; errors?: Record<string, unknown> };
  };
  const errors = Object.fromEntries(
    Object.entries(body?.errors ?? {})
      .filter(([field]) => field !== 'root')
      .map(([field, text]) => [field, typeof text === 'string' ? text : JSON.stringify(text)]),
  );
  return {
    status,
    message: body?.message ?? message ?? 'The change was not saved',
    warnings: status === 409 ? (body?.warnings ?? []) : [],
    errors,
  };
}
