import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { PreferenceChoices } from './usePreferenceChoices';
import type { Preference } from './preferenceTypes';

/** The wished courses by name when the server named them, else how many there are. */
export function courseWishesText(courseIds: string[], courseNames: Record<string, string> | undefined) {
  if (courseIds.length === 0) return '—';
  if (courseNames && courseIds.every((id) => courseNames[id]))
    return courseIds.map((id) => courseNames[id]).join(', ');
  return courseIds.length === 1 ? '1 course' : `${courseIds.length} courses`;
}

/** Preferences to read (a submission, or one's own when they cannot be changed): names, not ids. */
export function PreferencesTable({
  preferences,
  names,
  courseNames,
  label,
}: {
  preferences: Preference[];
  names: PreferenceChoices['names'];
  courseNames?: Record<string, string>;
  label: string;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Term</TableCell>
            <TableCell>Teaching Mode</TableCell>
            <TableCell>Assignment Type</TableCell>
            <TableCell align="right">Weight</TableCell>
            <TableCell>Course Wishes</TableCell>
            <TableCell>Notes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preferences.map((preference) => (
            <TableRow key={preference.id}>
              <TableCell>{names.term[preference.AcademicTermId] ?? '—'}</TableCell>
              <TableCell>{names.mode[preference.TeachingModeId] ?? '—'}</TableCell>
              <TableCell>
                {preference.AssignmentTypeId ? (names.type[preference.AssignmentTypeId] ?? '—') : 'Any'}
              </TableCell>
              <TableCell align="right">{preference.weight} of 5</TableCell>
              <TableCell>{courseWishesText(preference.CourseIds ?? [], courseNames)}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{preference.notes || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
