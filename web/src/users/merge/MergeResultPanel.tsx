import { Alert, AlertTitle, Box } from '@mui/material';
import { resourceDefinition } from '@tams/domain';
import { Link } from 'react-admin';
import type { UserMergeResult } from '../../providers/adminActions';

const labelOf = (resource: string) => {
  try {
    return resourceDefinition(resource).labels.many;
  } catch {
    return resource;
  }
};

/** What a merge did: the records moved and revoked, by kind, with a link to the user kept. */
export function MergeResultPanel({
  result,
  masterName,
  duplicateName,
}: {
  result: UserMergeResult;
  masterName: string;
  duplicateName: string;
}) {
  const lines = [
    ...Object.entries(result.moved).map(([resource, count]) => `${labelOf(resource)} moved: ${count}`),
    ...Object.entries(result.revoked).map(([resource, count]) => `${labelOf(resource)} revoked: ${count}`),
  ];
  return (
    <Alert severity="success" role="status" sx={{ mb: 2 }}>
      <AlertTitle>
        {duplicateName} was merged into {masterName}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 3 }} aria-label="What the merge did">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
      <Box sx={{ mt: 1 }}>
        {duplicateName} is deactivated. <Link to={`/users/${result.masterId}/show`}>Open {masterName}</Link>
      </Box>
    </Alert>
  );
}
