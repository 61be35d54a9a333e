import { Alert, Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { ProcessingData } from '../shared/ProcessingData';
import { ComposePanel } from './ComposePanel';
import { errorsOf, useEmailSettings } from './emailApi';
import { OutboxList } from './OutboxList';
import { SendHistory } from './SendHistory';

/**
 * Spec §2 Email Instructors (/emailInstructors; manage Email, guarded by the layout's route rules): write to
 * faculty chosen by filters, from a saved template with merge fields, preview each one's message, send as
 * a job; the outbox (without SMTP) and the history of sends. Says where messages go before anything is sent.
 */
export function EmailInstructorsPage() {
  const [tab, setTab] = useState<'compose' | 'outbox' | 'history'>('compose');
  const { data: settings, error } = useEmailSettings();
  return (
    <>
      <Title title="Email Instructors" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          {error && <Alert severity="error">{errorsOf(error).message}</Alert>}
          {settings?.devEmailsEnabled && (
            <Alert severity="warning" sx={{ mb: 2 }} role="note">
              Developer emails are on: every message goes to{' '}
              {settings.devEmailTo ?? '(DEV_EMAIL_TO is not set)'} instead of its recipient.
            </Alert>
          )}
          {settings?.sendRefusal && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {settings.sendRefusal}
            </Alert>
          )}
          {settings && !settings.smtp && (
            <Alert severity="info" sx={{ mb: 2 }}>
              No SMTP server is set up (SMTP_URL): messages land in the outbox below, where you can read them.
            </Alert>
          )}
          <Tabs value={tab} onChange={(_, value) => setTab(value)} variant="scrollable" sx={{ mb: 2 }}>
            <Tab value="compose" label="Compose" />
            <Tab value="outbox" label="Outbox" />
            <Tab value="history" label="Send history" />
          </Tabs>
          {/* kept mounted: the draft and a running send survive a look at the outbox */}
          <Box hidden={tab !== 'compose'}>
            {settings ? <ComposePanel settings={settings} /> : !error && <ProcessingData />}
          </Box>
          {tab === 'outbox' && <OutboxList />}
          {tab === 'history' && <SendHistory />}
        </CardContent>
      </Card>
    </>
  );
}

export default EmailInstructorsPage;
