import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useAbility } from '../providers/useAbility';
import { useReportTypes, useSavedReports } from './reportApi';
import { ReportErrorAlert } from './ReportErrorAlert';
import { ReportTypeCards } from './ReportTypeCards';
import { SavedReportList } from './SavedReportList';
import { SnapshotList } from './SnapshotList';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card component="section" aria-label={title} sx={{ mt: 2 }}>
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** Reports (/reports): the builders the user may read, the saved (system, custom, own) reports, snapshots. */
export default function ReportsPage() {
  const { ability } = useAbility();
  const types = useReportTypes();
  const saved = useSavedReports();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title="Reports" />
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {ability.can('manage', 'Report') && (
          <Button component={RouterLink} to="/reports/admin">
            Custom Reports
          </Button>
        )}
        {ability.can('create', 'DataExport') && (
          <Button component={RouterLink} to="/reports/exports">
            Data exports
          </Button>
        )}
      </Stack>
      <Section title="Saved reports">
        {saved.error ? (
          <ReportErrorAlert error={saved.error} title="The saved reports cannot be read" />
        ) : (
          <SavedReportList reports={saved.data} types={types.data} loading={saved.isPending} />
        )}
      </Section>
      <Section title="Report builders">
        {types.error ? (
          <ReportErrorAlert error={types.error} title="The report types cannot be read" />
        ) : (
          <ReportTypeCards types={types.data} loading={types.isPending} />
        )}
      </Section>
      <Section title="Snapshots">
        <SnapshotList />
      </Section>
    </Box>
  );
}
