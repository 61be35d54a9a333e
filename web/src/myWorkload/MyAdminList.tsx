import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';
import { formatNumber } from '../shared/records/formatting';
import type { MyAdminAssignment } from './myPageTypes';

/** The faculty member's administrative assignments in the period, with their points and total. */
export function MyAdminList({ admin, title }: { admin: MyAdminAssignment[]; title: string }) {
  const total = admin.reduce((sum, row) => sum + Number(row.points), 0);
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
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{row.notes || '—'}</TableCell>
                  <TableCell align="right">{formatNumber(row.points)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={2}>Total</TableCell>
                <TableCell align="right">{formatNumber(total)}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
    </PanelSection>
  );
}
