import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { PanelEmpty, PanelSection } from '../shared/records/PanelSection';
import { assignedSectionTitleOf } from '../sections/sectionTitles';
import { formatNumber, humanize } from '../shared/records/formatting';
import type { MyWorkload } from './myPageTypes';

/** The sections the faculty member teaches in the period, with their share of points. */
export function MyTeachingList({ teaching }: { teaching: MyWorkload['teaching'] }) {
  return (
    <PanelSection title="Teaching">
      {teaching.length === 0 ? (
        <PanelEmpty>You have no teaching assignments in this period.</PanelEmpty>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Your teaching assignments">
            <TableHead>
              <TableRow>
                <TableCell>Section</TableCell>
                <TableCell>Term</TableCell>
                <TableCell>Instructors</TableCell>
                <TableCell>Coverage</TableCell>
                <TableCell align="right">Your Points</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {teaching.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{assignedSectionTitleOf(row)}</TableCell>
                  <TableCell>{row.termName}</TableCell>
                  <TableCell>
                    {row.instructorCount > 1 ? `Shared (${row.instructorCount})` : 'Only you'}
                  </TableCell>
                  <TableCell>{row.coverageStatus ? humanize(row.coverageStatus) : '—'}</TableCell>
                  <TableCell align="right">{formatNumber(row.points)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PanelSection>
  );
}
