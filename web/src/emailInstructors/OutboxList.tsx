import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ProcessingData } from '../shared/ProcessingData';
import { errorsOf, useOutbox } from './emailApi';

const when = (at: string | null) => (at ? new Date(at).toLocaleString('en-US') : '');

/** The outbox: what was "sent" without an SMTP server, newest first, each message readable in full. */
export function OutboxList() {
  const { data, error, isPending } = useOutbox();
  if (isPending) return <ProcessingData />;
  if (error) return <Alert severity="error">{errorsOf(error).message}</Alert>;
  if (data.length === 0)
    return (
      <Typography color="text.secondary">
        The outbox is empty: messages sent without SMTP land here.
      </Typography>
    );
  return (
    <Box aria-label="Outbox">
      {data.map((message) => (
        <Accordion key={message.id} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{message.subject}</Typography>
              <Typography variant="body2" color="text.secondary">
                To {message.to}
                {message.devRedirect ? ` (for ${message.email})` : ''} · {when(message.sentAt)}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
              {message.body}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
