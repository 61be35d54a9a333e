import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ProcessingData } from '../shared/ProcessingData';
import { errorsOf, useSends } from './emailApi';

/** Every send: when, by whom, what subject, to how many, and how it went (the events' read model). */
export function SendHistory() {
  const { data, error, isPending } = useSends();
  if (isPending) return <ProcessingData />;
  if (error) return <Alert severity="error">{errorsOf(error).message}</Alert>;
  if (data.length === 0) return <Typography color="text.secondary">Nothing has been sent yet.</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Sends">
      <Table size="small" aria-label="Send history">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>By</TableCell>
            <TableCell>Subject</TableCell>
            <TableCell align="right">Recipients</TableCell>
            <TableCell>Result</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((send) => (
            <TableRow key={send.id}>
              <TableCell>{new Date(send.requestedAt).toLocaleString('en-US')}</TableCell>
              <TableCell>{send.requestedByName}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {send.subject}
                {send.devRedirect ? ' (developer emails)' : ''}
              </TableCell>
              <TableCell align="right">{send.recipientCount}</TableCell>
              <TableCell>
                {send.status === 'sending'
                  ? 'Sending…'
                  : `${send.sentCount} sent, ${send.failedCount} failed, ${send.unconfirmedCount} unconfirmed`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
