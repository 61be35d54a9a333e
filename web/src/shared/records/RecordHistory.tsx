import { Alert, Box, Button, CircularProgress, List, Typography } from '@mui/material';
import { subjectOf } from '@tams/access';
import {
  type FieldSpec,
  type ResourceDefinition,
  resourceDefinition,
  resourceDefinitions,
} from '@tams/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useRecordContext, useResourceContext } from 'react-admin';
import { useAbility } from '../../providers/useAbility';
import { HistoryEntryItem } from './HistoryEntryItem';
import { fetchHistoryPage, nextHistoryOffset, type PagedHistoryEntry } from './historyPages';
import { useRecordDefinition } from './useRecordDefinition';

const definitions: ResourceDefinition[] = Object.values(resourceDefinitions);

/** The resource an event is about: the record's own, or a child's (a section's teaching assignment). */
const aboutOf = ({ type }: PagedHistoryEntry) =>
  definitions.find((candidate) =>
    ['Created', 'Updated', 'Deleted'].some((action) => type === `${candidate.eventPrefix}${action}`),
  );

/**
 * The record's audit trail from the event log, newest first, a page at a time: what happened, who and
 * when, and each change as before → after with references named. Refreshed after each save.
 */
export function RecordHistory() {
  const resource = useResourceContext()!;
  const record = useRecordContext();
  const definition = useRecordDefinition();
  const headingId = useId();
  const { ability } = useAbility();
  // a value naming a record of a kind the user may not read (a section's course, for a scheduler) is left out
  const shows = (spec: FieldSpec | undefined) =>
    !(spec?.kind === 'reference' || spec?.kind === 'referenceList') ||
    ability.can('read', subjectOf(resourceDefinition(spec.resource).name));
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey: [resource, 'getHistory', { id: record?.id, version: record?.version }],
    queryFn: ({ pageParam }) => fetchHistoryPage(resource, record!.id, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextHistoryOffset,
    enabled: record !== undefined,
  });
  const entries = data?.pages.flatMap(({ entries: page }) => page) ?? [];
  const total = data?.pages.at(-1)?.total ?? 0;
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={isPending} sx={{ px: 2, pb: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mt: 1 }}>
        History
      </Typography>
      {isPending && record !== undefined && <CircularProgress size={24} aria-label="Loading history" />}
      {error && <Alert severity="error">Could not load the history: {error.message}</Alert>}
      {data && entries.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No history to show.
        </Typography>
      )}
      {entries.length > 0 && (
        <List aria-label="History, newest first" dense>
          {entries.map((entry) => {
            const about = aboutOf(entry) ?? definition;
            const fields: Record<string, FieldSpec> = { ...about.fields, ...about.computed };
            // a child's event shown on its parent's page need not name the parent
            const parentField = about.name !== definition.name ? about.parent?.field : undefined;
            const changes = (entry.changes ?? []).filter(
              ({ field }) => field !== parentField && !fields[field]?.hidden && shows(fields[field]),
            );
            return (
              <HistoryEntryItem
                key={entry.id}
                entry={entry}
                changes={changes}
                specOf={(field) => fields[field]}
              />
            );
          })}
        </List>
      )}
      {entries.length > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography variant="caption" color="text.secondary" role="status">
            Showing {entries.length} of {total}
          </Typography>
          {hasNextPage && (
            <Button size="small" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
              {isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
