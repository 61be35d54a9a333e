import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Divider, Grid, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { ProcessingData } from '../shared/ProcessingData';
import { isJobFinished } from '../shared/jobs/useFollowedJob';
import {
  type EmailSettings,
  errorsOf,
  type RecipientFilters,
  sendFiltersOf,
  useRecipients,
} from './emailApi';
import { type Draft, MessageEditor } from './MessageEditor';
import { MessagePreview } from './MessagePreview';
import { RecipientFiltersBar } from './RecipientFiltersBar';
import { RecipientList } from './RecipientList';
import { SendResults } from './SendResults';
import { useEmailSend } from './useEmailSend';

const emptyDraft: Draft = { templateId: null, templateName: '', subject: '', body: '' };

/** Choose recipients, write (or pick) the message, preview it per recipient, confirm and follow the send. */
export function ComposePanel({ settings }: { settings: EmailSettings }) {
  const [filters, setFilters] = useState<RecipientFilters>({
    workloadStatus: [],
    preferencesNotSubmitted: false,
    changedSincePublication: false,
  });
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [selected, setSelected] = useState<string>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const recipients = useRecipients(filters);
  const { job, start, resend } = useEmailSend();
  const notify = useNotify();
  const data = recipients.data;
  const previewed = data?.recipients.some((r) => r.id === selected) ? selected : data?.recipients[0]?.id;
  const busy = !!job && !isJobFinished(job);
  const canSend =
    !!data &&
    data.count > 0 &&
    !!draft.subject.trim() &&
    !!draft.body.trim() &&
    !busy &&
    !settings.sendRefusal;

  const send = async () => {
    setConfirming(false);
    setErrors({});
    try {
      await start({
        filters: sendFiltersOf({
          ...filters,
          AcademicPeriodId: filters.AcademicPeriodId ?? data?.AcademicPeriodId,
        }),
        subject: draft.subject,
        body: draft.body,
        EmailTemplateId: draft.templateId,
      });
    } catch (error) {
      const { message, fields } = errorsOf(error);
      setErrors(fields);
      notify(message, { type: 'error' });
    }
  };

  return (
    <Box>
      <RecipientFiltersBar filters={filters} periodId={data?.AcademicPeriodId} onChange={setFilters} />
      <Grid container spacing={3} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 4 }}>
          {recipients.error ? (
            <Alert severity="error">{errorsOf(recipients.error).message}</Alert>
          ) : data ? (
            <RecipientList
              data={data}
              filtersAskPublication={filters.changedSincePublication}
              selected={previewed}
              onSelect={setSelected}
            />
          ) : (
            <ProcessingData />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <MessageEditor
            draft={draft}
            errors={errors}
            mergeFields={settings.mergeFields}
            onChange={setDraft}
          />
          <Divider sx={{ my: 2 }} />
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Preview
          </Typography>
          <MessagePreview userId={previewed} periodId={data?.AcademicPeriodId} message={draft} />
          <Box sx={{ mt: 2 }}>
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              disabled={!canSend}
              onClick={() => setConfirming(true)}
            >
              Send to {data?.count ?? 0}
            </Button>
          </Box>
        </Grid>
      </Grid>
      {job && <SendResults job={job} onResend={(ids) => void resend(job.jobId, ids)} />}
      <Confirm
        isOpen={confirming}
        title="Send this message?"
        content={
          settings.devEmailsEnabled
            ? `Developer emails are on: all ${data?.count ?? 0} messages go to ${settings.devEmailTo}.`
            : `${data?.count ?? 0} faculty get their own copy${settings.smtp ? '' : ' (in the outbox: no SMTP server is set up)'}.`
        }
        confirm="Send"
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
