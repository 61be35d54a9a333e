import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useAbility } from '../../providers/useAbility';
import { exportLoadSheet } from './printCsv';
import { PrintStyles } from './PrintStyles';
import { PrintToolbar } from './PrintToolbar';
import { useLoadSheet, useLoadSheetInstructors } from './printQueries';
import { LoadSheetView } from './LoadSheetView';
import { NamePicker, PeriodPicker } from './ReportPickers';
import { ReportData } from './ReportFigures';
import { useReportParams } from './reportState';

/**
 * /reports/loadSheet?UserId=&AcademicPeriodId=: a faculty member's load sheet to print. Readers of Report or
 * Instructor choose anyone; a faculty member sees their own. The period defaults to the working one.
 */
export function LoadSheetPage() {
  const { ability } = useAbility();
  const choosesAnyone = ability.can('read', 'Report') || ability.can('read', 'Instructor');
  const [params, setParam] = useReportParams(['UserId', 'AcademicPeriodId'] as const);
  const instructors = useLoadSheetInstructors(choosesAnyone);
  const sheet = useLoadSheet(params.UserId, params.AcademicPeriodId, !choosesAnyone || !!params.UserId);
  const loaded = sheet.data;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Load Sheet" />
      <PrintStyles />
      <Typography variant="h4" component="h1" gutterBottom>
        Load Sheet
      </Typography>
      <PrintToolbar onExport={loaded ? () => exportLoadSheet(loaded) : undefined}>
        {choosesAnyone && (
          <NamePicker
            label="Instructor"
            choices={instructors.data ?? []}
            loading={instructors.isPending}
            value={params.UserId ?? loaded?.instructor.id}
            onChange={(id) => setParam('UserId', id)}
          />
        )}
        <PeriodPicker
          value={params.AcademicPeriodId ?? loaded?.period.id}
          onChange={(id) => setParam('AcademicPeriodId', id)}
        />
      </PrintToolbar>
      {choosesAnyone && !params.UserId ? (
        <Typography color="text.secondary">Choose an instructor to see their load sheet.</Typography>
      ) : (
        <ReportData query={sheet}>{(data) => <LoadSheetView sheet={data} />}</ReportData>
      )}
    </Box>
  );
}

export default LoadSheetPage;
