import {
  Chip,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AssignmentDifference } from '@tams/domain';
import { Link as RouterLink } from 'react-router-dom';
import { statusChipColors } from '../shared/chipColors';
import { ChangeList } from './ChangeList';
import { beforeAfter, changeKindLabels, instructorText, shownFields } from './differenceText';

const changeColors = { added: 'success', removed: 'error', changed: 'info' } as const;

function RecordCell({ row }: { row: AssignmentDifference }) {
  if (!row.SectionId) return <>{row.label}</>;
  return (
    <Link component={RouterLink} to={`/sections/${encodeURIComponent(row.SectionId)}/show`}>
      {row.label}
    </Link>
  );
}

/** The assignments that differ between the two instants, each with the changes that made the difference. */
export function DifferenceTable({ rows }: { rows: AssignmentDifference[] }) {
  if (rows.length === 0)
    return <Typography color="text.secondary">No assignment differs between these instants.</Typography>;
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Assignment differences, scrollable">
      <Table size="small" aria-label="Assignment differences">
        <TableHead>
          <TableRow>
            <TableCell>Change</TableCell>
            <TableCell>Record</TableCell>
            <TableCell>Instructor</TableCell>
            <TableCell align="right">Points</TableCell>
            <TableCell>Changed fields</TableCell>
            <TableCell sx={{ minWidth: 260 }}>Who, as whom, when, via</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={`${row.kind}-${row.id}`}
              data-testid="assignment-difference"
              sx={{ verticalAlign: 'top' }}
            >
              <TableCell>
                <Chip
                  size="small"
                  label={changeKindLabels[row.change]}
                  sx={(theme) => statusChipColors(theme, changeColors[row.change])}
                />
              </TableCell>
              <TableCell component="th" scope="row">
                <RecordCell row={row} />
                <Typography variant="caption" color="text.secondary" component="p">
                  {row.kind === 'teaching' ? 'Teaching' : 'Administrative'}
                </Typography>
              </TableCell>
              <TableCell>{instructorText(row)}</TableCell>
              <TableCell align="right">{beforeAfter(row.points.before, row.points.after)}</TableCell>
              <TableCell>
                {shownFields(row).map((field) => (
                  <Typography key={field.field} variant="body2">
                    {field.label}:{' '}
                    {beforeAfter(field.beforeName ?? field.before, field.afterName ?? field.after)}
                  </Typography>
                ))}
              </TableCell>
              <TableCell>
                <ChangeList changes={row.changes} label={`Changes of ${row.label}`} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
