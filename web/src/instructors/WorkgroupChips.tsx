import { Box, Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** The workgroups a faculty member belongs to, as chips (none: a dash). */
export function WorkgroupChips() {
  const record = useRecordContext();
  const workgroups = (record?.Workgroups ?? []) as { id: string; name: string }[];
  if (workgroups.length === 0) return <span aria-label="No workgroups">—</span>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {workgroups.map((workgroup) => (
        <Chip key={workgroup.id} size="small" variant="outlined" label={workgroup.name} />
      ))}
    </Box>
  );
}
