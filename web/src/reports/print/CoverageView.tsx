import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatNumber } from '../../shared/records/formatting';
import type { CoverageSubtotal, CoverageWorkgroup } from './printTypes';
import { Figures } from './ReportFigures';

const coverageLabels = { uncovered: 'Uncovered', partial: 'Partial', covered: 'Covered', over: 'Over' };

/** A workgroup's (or the whole report's) subtotals. */
export function CoverageFigures({ subtotal }: { subtotal: CoverageSubtotal }) {
  return (
    <Figures
      items={[
        ['Sections', formatNumber(subtotal.sections)],
        ['Points', formatNumber(subtotal.points)],
        ['Assigned', formatNumber(subtotal.assignedPoints)],
        ['Variance', formatNumber(subtotal.variance)],
        ['Uncovered', formatNumber(subtotal.uncovered)],
      ]}
    />
  );
}

/** One workgroup's sections with their coverage, as printed (a page of its own). */
export function CoverageWorkgroupView({ group }: { group: CoverageWorkgroup }) {
  const name = group.name ?? 'No workgroup';
  return (
    <Box data-print="page" component="section" aria-label={name} sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2">
        {name}
      </Typography>
      <CoverageFigures subtotal={group.subtotal} />
      <Table size="small" aria-label={`Sections of ${name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Course</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Section</TableCell>
            <TableCell>Term</TableCell>
            <TableCell>Coverage</TableCell>
            <TableCell align="right">Points</TableCell>
            <TableCell align="right">Assigned</TableCell>
            <TableCell align="right">Variance</TableCell>
            <TableCell>Instructors</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {group.sections.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.courseNumber ?? '—'}</TableCell>
              <TableCell>{row.courseName ?? row.sectionName}</TableCell>
              <TableCell>{row.sectionNumber}</TableCell>
              <TableCell>{row.termName ?? '—'}</TableCell>
              <TableCell>{coverageLabels[row.coverageStatus]}</TableCell>
              <TableCell align="right">{formatNumber(row.points)}</TableCell>
              <TableCell align="right">{formatNumber(row.assignedPoints)}</TableCell>
              <TableCell align="right">{formatNumber(row.variance)}</TableCell>
              <TableCell>
                {row.instructors.map((one) => `${one.name} (${formatNumber(one.points)})`).join(', ')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
