import {
  Box,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type CoverageStatus, coverageStatuses, sectionTitle } from '@tams/domain';
import { useState } from 'react';
import { RecordContextProvider } from 'react-admin';
import { CoverageChip } from '../sections/CoverageChip';
import { formatNumber, humanize } from '../shared/records/formatting';
import type { PlanSection } from './approvalTypes';

/** "MATH 495-001 Mathematical Biology", as every page names a section (sectionTitle). */
const sectionText = (section: PlanSection) =>
  sectionTitle({ ...section, name: section.sectionName }) || section.SectionId;

const instructorsText = (section: PlanSection) =>
  section.assignments
    .map(
      (assignment) =>
        `${assignment.instructorName ?? assignment.UserId} (${formatNumber(assignment.points)})`,
    )
    .join(', ');

/**
 * A workgroup's sections as the approver reviews them: who teaches each and how many points, against the
 * section's points, and its coverage; a filter narrows them to one coverage (e.g. the uncovered ones).
 */
export function PlanSectionsTable({ sections }: { sections: PlanSection[] }) {
  const [coverage, setCoverage] = useState<CoverageStatus | 'all'>('all');
  const shown = coverage === 'all' ? sections : sections.filter((s) => s.coverageStatus === coverage);
  const uncovered = sections.filter((section) => section.coverageStatus === 'uncovered').length;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', my: 1 }}>
        <Typography data-testid="plan-coverage-summary">
          {formatNumber(sections.length)} sections, {formatNumber(uncovered)} uncovered
        </Typography>
        <TextField
          select
          size="small"
          label="Coverage"
          value={coverage}
          onChange={(event) => setCoverage(event.target.value as CoverageStatus | 'all')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="all">All sections</MenuItem>
          {coverageStatuses.map((status) => (
            <MenuItem key={status} value={status}>
              {humanize(status)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          No section of this plan has this coverage.
        </Typography>
      ) : (
        // focusable: on a narrow screen the table scrolls sideways, and keyboard users must reach it
        <TableContainer tabIndex={0} role="region" aria-label="Sections of the plan, scrollable">
          <Table size="small" aria-label="Sections of the plan">
            <TableHead>
              <TableRow>
                <TableCell>Section</TableCell>
                <TableCell>Instructors</TableCell>
                <TableCell align="right">Assigned points</TableCell>
                <TableCell align="right">Section points</TableCell>
                <TableCell>Coverage</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((section) => (
                <TableRow key={section.SectionId} data-coverage={section.coverageStatus}>
                  <TableCell component="th" scope="row">
                    {sectionText(section)}
                  </TableCell>
                  <TableCell>{instructorsText(section) || 'Nobody yet'}</TableCell>
                  <TableCell align="right">{formatNumber(section.assignedPoints)}</TableCell>
                  <TableCell align="right">{formatNumber(section.points)}</TableCell>
                  <TableCell>
                    <RecordContextProvider
                      value={{ id: section.SectionId, coverageStatus: section.coverageStatus }}
                    >
                      <CoverageChip />
                    </RecordContextProvider>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
