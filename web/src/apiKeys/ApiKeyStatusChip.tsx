import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { apiKeyStatusOf } from './apiKeyStatus';

const colors = { Active: 'success', Revoked: 'default', Expired: 'warning' } as const;

export function ApiKeyStatusChip() {
  const key = useRecordContext();
  if (!key) return null;
  const status = apiKeyStatusOf(key as { revokedAt?: string | null; expiresOn?: string | null });
  return (
    <Chip
      label={status}
      color={colors[status]}
      size="small"
      variant={status === 'Active' ? 'filled' : 'outlined'}
    />
  );
}
