import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useGetMany, useNotify } from 'react-admin';
import { userName } from '../shared/records/recordNames';
import {
  errorLines,
  publishSavedReport,
  reportKeys,
  type SavedReport,
  useReportTypes,
  useSavedReports,
} from './reportApi';
import { ReportErrorAlert } from './ReportErrorAlert';
import { SavedReportList } from './SavedReportList';

/** The owners' names (users the page's readers, admins, may read). */
function useOwnerNames(reports: SavedReport[] | undefined) {
  const ids = [
    ...new Set((reports ?? []).flatMap((report) => (report.OwnerUserId ? [report.OwnerUserId] : []))),
  ];
  const { data } = useGetMany('users', { ids }, { enabled: ids.length > 0 });
  return new Map((data ?? []).map((user) => [String(user.id), userName(user)]));
}

/**
 * Custom Reports (/reports/admin, manage Report): every saved report the user sees, whose it is, and
 * publish (kind custom: everyone who may read its type finds it) or unpublish.
 */
export default function CustomReportsPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const types = useReportTypes();
  const saved = useSavedReports({ everyones: true });
  const owners = useOwnerNames(saved.data);
  const [busy, setBusy] = useState<string>();
  const reports = saved.data?.map((report) => ({
    ...report,
    ownerName: report.ownerName ?? (report.OwnerUserId ? owners.get(report.OwnerUserId) : null),
  }));

  const toggle = async (report: SavedReport) => {
    const publishing = report.kind !== 'custom';
    setBusy(report.id);
    try {
      await publishSavedReport(report.id, publishing);
      notify(publishing ? `“${report.name}” is a custom report` : `“${report.name}” is unpublished`, {
        type: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: reportKeys.saved });
    } catch (error) {
      notify(errorLines(error).message, { type: 'error' });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title="Custom Reports" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Publish a saved report as a custom report: everyone who may read its report type finds it under
            Reports. Unpublishing keeps it for its owner.
          </Typography>
          {saved.error ? (
            <ReportErrorAlert error={saved.error} title="The saved reports cannot be read" />
          ) : (
            <SavedReportList
              reports={reports}
              types={types.data}
              loading={saved.isPending}
              showOwner
              actions={(report) =>
                report.kind === 'system' ? null : (
                  <Button
                    size="small"
                    disabled={busy === report.id}
                    onClick={() => void toggle(report)}
                    aria-label={`${report.kind === 'custom' ? 'Unpublish' : 'Publish'} ${report.name}`}
                    data-testid={`${report.kind === 'custom' ? 'unpublish' : 'publish'}-${report.id}`}
                  >
                    {report.kind === 'custom' ? 'Unpublish' : 'Publish'}
                  </Button>
                )
              }
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
