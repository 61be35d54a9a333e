import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { CreateButton, useCanAccess, useResourceContext } from 'react-admin';
import { useRecordDefinition } from './useRecordDefinition';

export interface RecordListEmptyProps {
  /** What is missing, e.g. "No Sections Offered in 2026-2027 yet"; by default "No <labels> yet". */
  title?: string;
}

/** Shown when a resource has no records at all (no filter applied): says so, and offers to create one. */
export function RecordListEmpty({ title }: RecordListEmptyProps) {
  const resource = useResourceContext();
  const definition = useRecordDefinition();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <InboxIcon sx={{ fontSize: 64, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h6" component="p" gutterBottom>
        {title ?? `No ${definition.labels.many} yet`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {canAccess
          ? `Create the first ${definition.labels.one.toLowerCase()} to get started.`
          : `When ${definition.labels.many} are added, they appear here.`}
      </Typography>
      {canAccess && <CreateButton variant="contained" label={`Create ${definition.labels.one}`} />}
    </Box>
  );
}
