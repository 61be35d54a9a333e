import {
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
} from '@mui/material';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';
import { formatNumber } from '../shared/records/formatting';
import type { MyAdminAssignment } from './myPageTypes';

const counts = (row: MyAdminAssignment) => row.status !== 'reported' && row.status !== 'refused';

/** What became of one the member reported (DESIGN §19): nothing shown for those that count. */
function ReviewState({ row }: { row: MyAdminAssignment }) {
  if (row.status === 'reported')
    return <Chip size="small" color="warning" label="Awaiting approval: not counted yet" />;
  if (row.status === 'refused')
    return (
      <Chip
        size="small"
        color="error"
        label={`Refused${row.statusReason ? `: ${row.statusReason}` : ''}`}
        sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal' } }}
      />
    );
  return null;
}

/**
 * The faculty member's administrative assignments in the period, with their points and the total that
 * counts toward their workload (reported ones once approved).
 */
export function MyAdminList({ admin, title }: { admin: MyAdminAssignment[]; title: string }) {
  const total = admin.filter(counts).reduce((sum, row) => sum + Number(row.points), 0);
  return (
    <PanelSection title={title}>
      {admin.length === 0 ? (
        <PanelEmpty>You have no admin assignments in this period.</PanelEmpty>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Your admin assignments">
            <TableHead>
              <TableRow>
                <TableCell>Type</TableCell>
                <TableCell>Notes</TableCell>
                <TableCell align="right">Points</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {admin.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.typeName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>
                    {row.notes || '—'}
                    {!counts(row) && (
                      <>
                        <br />
                        <ReviewState row={row} />
                      </>
                    )}
                  </TableCell>
                  <TableCell align="right">{formatNumber(row.points)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={2}>Total counted</TableCell>
                <TableCell align="right">{formatNumber(total)}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
    </PanelSection>
  );
}
