import { Box, ListItem, Typography } from '@mui/material';
import type { FieldSpec } from '@tams/domain';
import { formatDateTime, formatDateTimeInWords, humanize } from './formatting';
import { HistoryValue } from './HistoryValue';
import type { HistoryChange, PagedHistoryEntry } from './historyPages';
import { actorText, relativeTime } from './historyPages';

/**
 * One entry of a record's history: what happened (the server's summary), who (as whom, when masquerading)
 * and when (relative, the exact moment on hover or focus), then each change as before → after.
 */
export function HistoryEntryItem({
  entry,
  changes,
  specOf,
}: {
  entry: PagedHistoryEntry;
  /** The entry's changes this page shows (without the parent's own reference, and readable ones only). */
  changes: HistoryChange[];
  specOf: (field: string) => FieldSpec | undefined;
}) {
  const created = entry.type.endsWith('Created');
  const deleted = entry.type.endsWith('Deleted');
  // a single update reads fully in its summary ("Points 3 → 4"); a deletion says what it deleted there too
  const itemized = !deleted && (created || changes.length > 1);
  const exact = formatDateTimeInWords(entry.recordedAt);
  return (
    <ListItem divider sx={{ display: 'block' }} data-testid="history-entry">
      <Typography component="p" variant="body2">
        <strong>{entry.summary}</strong>
      </Typography>
      <Typography component="p" variant="caption" color="text.secondary">
        {actorText(entry)} ·{' '}
        <Box
          component="time"
          dateTime={entry.recordedAt}
          title={exact}
          aria-label={`${relativeTime(entry.recordedAt)}, ${formatDateTime(entry.recordedAt)}`}
          tabIndex={0}
          sx={{ textDecoration: 'underline dotted' }}
        >
          {relativeTime(entry.recordedAt)}
        </Box>
        {entry.via && entry.via !== 'ui' && <> · via {humanize(entry.via)}</>}
      </Typography>
      {itemized && changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2', color: 'text.secondary' }}>
          {changes.map((change) => (
            <li key={change.field}>
              {specOf(change.field)?.label ?? change.label ?? change.field}:{' '}
              {!created && (
                <>
                  {'before' in change ? (
                    <HistoryValue
                      name={change.field}
                      spec={specOf(change.field)}
                      value={change.before}
                      displayName={change.beforeName}
                    />
                  ) : (
                    <em>not shown</em>
                  )}{' '}
                  <span aria-label="changed to">→</span>{' '}
                </>
              )}
              <HistoryValue
                name={change.field}
                spec={specOf(change.field)}
                value={change.after}
                displayName={change.afterName}
              />
            </li>
          ))}
        </Box>
      )}
    </ListItem>
  );
}
