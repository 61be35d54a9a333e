import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatNumber } from '../../shared/records/formatting';
import type { LoadSheet } from './printTypes';
import { Figures, points } from './ReportFigures';

const dash = (value: string | null | undefined) => value || '—';

/** One faculty member's load sheet, as printed: who, their sections, admin assignments and points. */
export function LoadSheetView({ sheet }: { sheet: LoadSheet }) {
  const { instructor, totals } = sheet;
  const facts = [instructor.instructorTypeName, instructor.rankName, instructor.divisionName].filter(Boolean);
  return (
    <Box data-print="page" component="article" aria-label={`Load sheet of ${instructor.name}`}>
      <Typography variant="h5" component="h2">
        {instructor.name}
      </Typography>
      <Typography color="text.secondary">
        {[`Academic period ${sheet.period.name}`, ...facts].join(' · ')}
        {instructor.Workgroups.length > 0 &&
          ` · ${instructor.Workgroups.map((workgroup) => workgroup.name).join(', ')}`}
      </Typography>
      <Figures
        items={[
          ['Required', points(totals.pointsRequired)],
          ['Teaching', points(totals.teachingPoints)],
          ['Admin', points(totals.adminPoints)],
          ['Assigned', points(totals.pointsAssigned)],
          ['Remaining', points(totals.pointsRemaining)],
        ]}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        Sections
      </Typography>
      <Table size="small" aria-label="Sections">
        <TableHead>
          <TableRow>
            <TableCell>Course</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Section</TableCell>
            <TableCell>Term</TableCell>
            <TableCell>Assignment Type</TableCell>
            <TableCell align="right">Points</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sheet.sections.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{dash(row.courseNumber)}</TableCell>
              <TableCell>{row.courseName ?? row.sectionName}</TableCell>
              <TableCell>{row.sectionNumber}</TableCell>
              <TableCell>{dash(row.termName)}</TableCell>
              <TableCell>{dash(row.assignmentTypeName)}</TableCell>
              <TableCell align="right">{formatNumber(row.points)}</TableCell>
            </TableRow>
          ))}
          {sheet.sections.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>No sections in this period.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        Admin Assignments
      </Typography>
      <Table size="small" aria-label="Admin Assignments">
        <TableHead>
          <TableRow>
            <TableCell>Type</TableCell>
            <TableCell>Notes</TableCell>
            <TableCell align="right">Points</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sheet.adminAssignments.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{dash(row.typeName)}</TableCell>
              <TableCell>{row.notes ?? ''}</TableCell>
              <TableCell align="right">{formatNumber(row.points)}</TableCell>
            </TableRow>
          ))}
          {sheet.adminAssignments.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>No admin assignments in this period.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
