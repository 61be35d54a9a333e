import ImportIcon from '@mui/icons-material/UploadFileOutlined';
import RuleIcon from '@mui/icons-material/RuleOutlined';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { formatDateTime } from '../../shared/records/formatting';
import { type EffortMarker, type PayPeriodEffort, payPeriodAt } from './effortSeries';

const kindWords = { import: 'Import', rule: 'Classification rule change' } as const;

/** What the dashed lines of the chart stand for: each import and rule change, when, and where on the chart. */
export function TimelineMarkers({
  markers,
  payPeriods,
}: {
  markers: EffortMarker[];
  payPeriods: PayPeriodEffort[];
}) {
  if (markers.length === 0) return null;
  const newestFirst = [...markers].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Imports and rule changes
      </Typography>
      <List dense aria-label="Imports and rule changes">
        {newestFirst.map((marker, index) => {
          const payPeriod = payPeriodAt(marker.at, payPeriods);
          return (
            <ListItem key={`${marker.at}-${index}`} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {marker.kind === 'import' ? <ImportIcon aria-hidden /> : <RuleIcon aria-hidden />}
              </ListItemIcon>
              <ListItemText
                primary={`${kindWords[marker.kind]}: ${marker.label}`}
                secondary={`${formatDateTime(marker.at)}${payPeriod ? ` · marked at ${payPeriod.code}` : ''}`}
              />
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
