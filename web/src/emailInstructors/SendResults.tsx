import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { JobProgressBar } from '../shared/jobs/JobProgressBar';
import { getSend, type MessageStatus } from './emailApi';
import type { EmailSendJob } from './useEmailSend';

const statusText: Record<MessageStatus, string> = {
  pending: 'Waiting',
  claimed: 'Sending',
  deferred: 'Retrying',
  sent: 'Sent',
  failed: 'Failed',
  unconfirmed: 'Unconfirmed: may not have arrived',
};

/**
 * A send's progress (the socket's), then each recipient's result, read until the send is complete; the
 * unconfirmed ones (the worker stopped between handing a message over and hearing back) can be sent again.
 */
export function SendResults({ job, onResend }: { job: EmailSendJob; onResend(userIds: string[]): void }) {
  const { data: send } = useQuery({
    queryKey: ['emailInstructors', 'send', job.jobId, job.state],
    queryFn: () => getSend(job.jobId),
    refetchInterval: (query) => (query.state.data?.status === 'completed' ? false : 1000),
  });
  const unconfirmed = send?.messages?.filter((message) => message.status === 'unconfirmed') ?? [];
  return (
    <Box sx={{ mt: 2 }}>
      <JobProgressBar progress={send?.status === 'completed' ? 100 : job.progress} label="Send progress" />
      {job.state === 'failed' && (
        <Alert severity="error">The send stopped: {job.error ?? 'unknown error'}</Alert>
      )}
      {send?.status === 'completed' && (
        <Alert
          severity={send.failedCount + send.unconfirmedCount > 0 ? 'warning' : 'success'}
          role="status"
          sx={{ mt: 1 }}
        >
          {send.sentCount} sent, {send.failedCount} failed, {send.unconfirmedCount} unconfirmed.
        </Alert>
      )}
      {unconfirmed.length > 0 && (
        <Button sx={{ mt: 1 }} onClick={() => onResend(unconfirmed.map((message) => message.UserId))}>
          Send again to the {unconfirmed.length} unconfirmed
        </Button>
      )}
      {send?.messages && (
        <Box sx={{ overflowX: 'auto', mt: 1 }} tabIndex={0} role="region" aria-label="Results by recipient">
          <Table size="small" aria-label="Results">
            <TableHead>
              <TableRow>
                <TableCell>Recipient</TableCell>
                <TableCell>To</TableCell>
                <TableCell>Result</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {send.messages.map((message) => (
                <TableRow key={message.id}>
                  <TableCell>{message.name}</TableCell>
                  <TableCell>{message.to}</TableCell>
                  <TableCell>
                    {statusText[message.status]}
                    {message.transport === 'outbox' ? ' (to the outbox)' : ''}
                    {message.error && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {message.error}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
