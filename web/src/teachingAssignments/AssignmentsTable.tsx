import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { type RaRecord, ReferenceField, useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useAbility } from '../providers/useAbility';
import { ProcessingData } from '../shared/ProcessingData';
import { formatNumber } from '../shared/records/formatting';
import { PanelEmpty } from '../shared/records/PanelSection';
import { AlignmentChip } from './AlignmentChip';
import { EditAssignmentDialog } from './EditAssignmentDialog';
import { RemoveAssignmentButton } from './RemoveAssignmentButton';
import { sectionTitleOf } from '../sections/sectionTitles';
import { shareText } from './sectionPoints';
import { visuallyHidden } from '../shared/visuallyHidden';

/** The section's assignments as a table, each with edit and remove for those who may assign. */
export function AssignmentsTable({ section, canAssign }: { section: RaRecord; canAssign: boolean }) {
  const { ability } = useAbility();
  const [editing, setEditing] = useState<RaRecord>();
  const assignments = useGetList('teachingAssignments', {
    filter: { SectionId: section.id },
    sort: { field: 'instructorName', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const name = sectionTitleOf(section);
  if (assignments.isPending) return <ProcessingData />;
  if (assignments.isError) {
    return <Alert severity="error">Could not read the assignments: {assignments.error.message}</Alert>;
  }
  if (assignments.data.length === 0) {
    return <PanelEmpty>No one is assigned to this section yet.</PanelEmpty>;
  }
  const sectionPoints = Number(section.points ?? 0);
  const readsInstructors = ability.can('read', 'Instructor');
  return (
    <>
      <Table size="small" aria-label={`Teaching assignments of ${name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Instructor</TableCell>
            <TableCell>Assignment Type</TableCell>
            <TableCell align="right">Points</TableCell>
            <TableCell align="right">Share</TableCell>
            <TableCell>Preferences</TableCell>
            <TableCell>Notes</TableCell>
            {canAssign && (
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {assignments.data.map((assignment) => {
            const instructor = String(assignment.instructorName ?? '');
            return (
              <TableRow key={String(assignment.id)}>
                <TableCell>
                  {readsInstructors ? (
                    <Link component={RouterLink} to={`/instructors/${String(assignment.UserId)}/show`}>
                      {instructor}
                    </Link>
                  ) : (
                    instructor
                  )}
                </TableCell>
                <TableCell>
                  {assignment.AssignmentTypeId ? (
                    <ReferenceField
                      record={assignment}
                      source="AssignmentTypeId"
                      reference="assignmentTypes"
                      link={false}
                    />
                  ) : null}
                </TableCell>
                <TableCell align="right">{formatNumber(Number(assignment.points ?? 0))}</TableCell>
                <TableCell align="right">
                  {shareText(Number(assignment.points ?? 0), sectionPoints)}
                </TableCell>
                <TableCell>
                  <AlignmentChip
                    alignment={assignment.preferenceAlignment as string | null}
                    reasons={assignment.preferenceAlignmentReasons as string[] | null}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{String(assignment.notes ?? '')}</TableCell>
                {canAssign && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title="Edit">
                      <IconButton
                        aria-label={`Edit the assignment of ${instructor}`}
                        size="small"
                        onClick={() => setEditing(assignment)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <RemoveAssignmentButton assignment={assignment} sectionName={name} />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {editing && (
        <EditAssignmentDialog assignment={editing} sectionName={name} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
