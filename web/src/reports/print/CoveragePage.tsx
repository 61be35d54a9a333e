import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { CoverageFigures, CoverageWorkgroupView } from './CoverageView';
import { exportCoverage } from './printCsv';
import { PrintStyles } from './PrintStyles';
import { PrintToolbar } from './PrintToolbar';
import { useCoverageReport } from './printQueries';
import { NamePicker, PeriodPicker } from './ReportPickers';
import { ReportData } from './ReportFigures';
import { useReportParams } from './reportState';

const noWorkgroup = 'none';

/**
 * /reports/coverage?AcademicPeriodId=&WorkgroupId=: the period's sections by workgroup with their coverage,
 * to print (a page per workgroup). The report holds every workgroup the reader may read; choosing one
 * narrows the view, which the report's own workgroups offer.
 */
export function CoveragePage() {
  const [params, setParam] = useReportParams(['AcademicPeriodId', 'WorkgroupId'] as const);
  const report = useCoverageReport(params.AcademicPeriodId);
  const groups = report.data?.workgroups ?? [];
  const shown = params.WorkgroupId
    ? groups.filter((group) => (group.WorkgroupId ?? noWorkgroup) === params.WorkgroupId)
    : groups;
  const choices = groups.map((group) => ({
    id: group.WorkgroupId ?? noWorkgroup,
    name: group.name ?? 'No workgroup',
  }));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Coverage Report" />
      <PrintStyles />
      <Typography variant="h4" component="h1" gutterBottom>
        Coverage Report
      </Typography>
      <PrintToolbar onExport={report.data ? () => exportCoverage(report.data, shown) : undefined}>
        <PeriodPicker
          value={params.AcademicPeriodId ?? report.data?.period.id}
          onChange={(id) => setParam('AcademicPeriodId', id)}
        />
        <NamePicker
          label="Workgroup"
          choices={choices}
          value={params.WorkgroupId}
          onChange={(id) => setParam('WorkgroupId', id)}
        />
      </PrintToolbar>
      <ReportData query={report}>
        {(data) => (
          <>
            <Typography color="text.secondary">Academic period {data.period.name}</Typography>
            {!params.WorkgroupId && <CoverageFigures subtotal={data.total} />}
            {shown.length === 0 && <Typography>No sections to show.</Typography>}
            {shown.map((group) => (
              <CoverageWorkgroupView key={group.WorkgroupId ?? noWorkgroup} group={group} />
            ))}
          </>
        )}
      </ReportData>
    </Box>
  );
}

export default CoveragePage;
