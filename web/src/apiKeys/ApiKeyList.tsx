import AddIcon from '@mui/icons-material/VpnKey';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, DateField, List, ReferenceField, TextField, TopToolbar } from 'react-admin';
import { dateOptions, dateTimeOptions, locale } from '../shared/records/formatting';
import { RequireAccess } from '../shared/records/RequireAccess';
import { ApiKeyStatusChip } from './ApiKeyStatusChip';
import { IssueApiKeyDialog } from './IssueApiKeyDialog';
import { RevokeApiKeyButton } from './RevokeApiKeyButton';

function IssueKeyButton({ onClick, variant }: { onClick(): void; variant?: 'contained' }) {
  return (
    <Button label="Issue key" onClick={onClick} variant={variant}>
      <AddIcon />
    </Button>
  );
}

function NoApiKeys({ onIssue }: { onIssue(): void }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <Typography variant="h6" component="p" gutterBottom>
        No API keys yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        A key lets another system call the TAMS API as you.
      </Typography>
      <IssueKeyButton onClick={onIssue} variant="contained" />
    </Box>
  );
}

/**
 * Api Keys (spec §2 /apikeys; ApiKey, behind apiEnabled): every key with its owner, how it starts (the
 * key itself is never shown again), when it was made and expires, and its status; issue and revoke.
 */
export function ApiKeyList() {
  const [issuing, setIssuing] = useState(false);
  const issue = () => setIssuing(true);
  return (
    <RequireAccess action="list">
      <List
        title="Api Keys"
        sort={{ field: 'createdAt', order: 'DESC' }}
        exporter={false}
        actions={
          <TopToolbar>
            <IssueKeyButton onClick={issue} />
          </TopToolbar>
        }
        empty={<NoApiKeys onIssue={issue} />}
        perPage={25}
      >
        <DataTable rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="name" label="Name" />
          <DataTable.Col source="UserId" label="Owner" disableSort>
            <ReferenceField source="UserId" reference="users" />
          </DataTable.Col>
          <DataTable.Col source="prefix" label="Starts With">
            <TextField source="prefix" sx={{ fontFamily: 'monospace' }} />
          </DataTable.Col>
          <DataTable.Col source="createdAt" label="Created">
            <DateField source="createdAt" locales={locale} options={dateTimeOptions} showTime />
          </DataTable.Col>
          <DataTable.Col source="expiresOn" label="Expires">
            <DateField source="expiresOn" locales={locale} options={dateOptions} emptyText="Never" />
          </DataTable.Col>
          <DataTable.Col label="Status" disableSort>
            <ApiKeyStatusChip />
          </DataTable.Col>
          <DataTable.Col label="Actions" disableSort>
            <RevokeApiKeyButton />
          </DataTable.Col>
        </DataTable>
      </List>
      <IssueApiKeyDialog open={issuing} onClose={() => setIssuing(false)} />
    </RequireAccess>
  );
}

export default ApiKeyList;
