import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { ProcessingData } from '../shared/ProcessingData';
import { exportHref, formatMoney, usePeriodCosts } from './costApi';
import { GroupCostTable, InstructorCostTable, SectionCostTable } from './CostTables';

const views = ['Instructors', 'Sections', 'Courses', 'Workgroups'] as const;

/** The period's costs: the total, then per instructor, section, course or workgroup; the report as a file. */
export function PeriodCosts({ periodId }: { periodId: string }) {
  const query = usePeriodCosts(periodId);
  const [view, setView] = useState<(typeof views)[number]>('Instructors');
  if (query.isPending) return <ProcessingData />;
  if (query.isError) return <Alert severity="error">Could not read the costs: {query.error.message}</Alert>;
  const costs = query.data;
  const noRate = costs.instructors.filter((row) => row.status === 'noRate').length;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 1 }}>
        <Typography variant="h5" component="p" data-testid="total-cost">
          Total {formatMoney(costs.total.cost)}
        </Typography>
        <Typography color="text.secondary">
          {costs.instructors.length} instructor{costs.instructors.length === 1 ? '' : 's'}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            component="a"
            href={exportHref(periodId, format)}
            download
            size="small"
            startIcon={<DownloadIcon />}
          >
            Export {format.toUpperCase()}
          </Button>
        ))}
      </Box>
      {noRate > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {noRate} instructor{noRate === 1 ? ' has' : 's have'} no rate for their instructor type and rank:
          their cost is unknown and left out of the totals.
        </Alert>
      )}
      <Tabs
        value={view}
        onChange={(_, next: (typeof views)[number]) => setView(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Costs by"
        sx={{ mb: 2 }}
      >
        {views.map((name) => (
          <Tab key={name} value={name} label={name} />
        ))}
      </Tabs>
      {view === 'Instructors' && <InstructorCostTable rows={costs.instructors} />}
      {view === 'Sections' && <SectionCostTable rows={costs.sections} />}
      {view === 'Courses' && (
        <GroupCostTable rows={costs.courses} label="Teaching cost of each course" what="Course" />
      )}
      {view === 'Workgroups' && (
        <GroupCostTable rows={costs.workgroups} label="Teaching cost of each workgroup" what="Workgroup" />
      )}
    </Box>
  );
}
