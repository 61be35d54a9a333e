import { Alert, Box, CircularProgress, List, ListItem, Typography } from '@mui/material';
import { subjectOf } from '@tams/access';
import { type FieldSpec, resourceDefinition } from '@tams/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider, useRecordContext, useResourceContext } from 'react-admin';
import type { TamsDataProvider } from '../../providers/dataProvider';
import { useAbility } from '../../providers/useAbility';
import { formatDateTime } from './formatting';
import { HistoryValue } from './HistoryValue';
import { historyItems, historyLabel } from './historyEntries';
import { useRecordDefinition } from './useRecordDefinition';

/** The record's audit trail from the event log: who changed what, and when. Refreshed after each save. */
export function RecordHistory() {
  const resource = useResourceContext()!;
  const record = useRecordContext();
  const definition = useRecordDefinition();
  const dataProvider = useDataProvider<TamsDataProvider>();
  const headingId = useId();
  const { ability } = useAbility();
  // a value naming a record the user may not read (a section's course, for a scheduler) is left out
  const shows = (spec: FieldSpec | undefined) =>
    !(spec?.kind === 'reference' || spec?.kind === 'referenceList') ||
    ability.can('read', subjectOf(resourceDefinition(spec.resource).name));
  const { data, error, isPending } = useQuery({
    queryKey: [resource, 'getHistory', { id: record?.id, version: record?.version }],
    queryFn: () => dataProvider.getHistory(resource, record!.id).then(({ data }) => data),
    enabled: record !== undefined,
  });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mt: 1 }}>
        History
      </Typography>
      {isPending && <CircularProgress size={24} aria-label="Loading history" />}
      {error && <Alert severity="error">Could not load the history: {error.message}</Alert>}
      {data && (
        <List aria-label="History, newest first" dense>
          {historyItems(data, definition)
            .map((item) => ({
              ...item,
              values: item.values.filter(({ spec }) => shows(spec)),
            }))
            .map((item) => (
              <ListItem key={item.entry.id} divider sx={{ display: 'block' }} data-testid="history-entry">
                <Typography component="p" variant="body2">
                  <strong>{historyLabel(item, definition)}</strong>
                  {item.childName && <> &ldquo;{item.childName}&rdquo;</>} by {item.actor} on{' '}
                  <time dateTime={item.entry.recordedAt}>{formatDateTime(item.entry.recordedAt)}</time>
                </Typography>
                {item.values.length > 0 && (
                  <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2', color: 'text.secondary' }}>
                    {item.values.map(({ name, spec, value }) => (
                      <li key={name}>
                        {spec?.label ?? name}: <HistoryValue name={name} spec={spec} value={value} />
                      </li>
                    ))}
                  </Box>
                )}
              </ListItem>
            ))}
        </List>
      )}
    </Box>
  );
}
