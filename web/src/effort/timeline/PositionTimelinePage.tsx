import { Alert, Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ProcessingData } from '../../shared/ProcessingData';
import { PanelEmpty } from '../../shared/records/PanelSection';
import type { EffortCategoryLegend } from '../effortChartColors';
import type { EffortMarker, PayPeriodEffort } from './effortSeries';
import { PayPeriodEffortChart } from './PayPeriodEffortChart';
import { type PositionHolder, PositionHolders } from './PositionHolders';
import { TimelineMarkers } from './TimelineMarkers';
import { effortPageSx } from './effortPageSx';
import { useEffortJson } from './useEffortJson';

/** GET /api/effortPositions/:positionId/timeline */
interface PositionTimeline {
  PositionId: string;
  PositionTitle: string | null;
  holders: PositionHolder[];
  categories: EffortCategoryLegend[];
  payPeriods: PayPeriodEffort[];
  markers: EffortMarker[];
}

function Timeline({ timeline }: { timeline: PositionTimeline }) {
  const name = timeline.PositionTitle
    ? `${timeline.PositionTitle} (${timeline.PositionId})`
    : `Position ${timeline.PositionId}`;
  return (
    <>
      <Title title={`Effort Timeline · ${name}`} />
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <Typography variant="h6" component="h2">
        Effort per pay period
      </Typography>
      {timeline.payPeriods.length === 0 ? (
        <PanelEmpty>No effort has been imported for this position yet.</PanelEmpty>
      ) : (
        <PayPeriodEffortChart
          categories={timeline.categories}
          payPeriods={timeline.payPeriods}
          markers={timeline.markers}
          label={`Effort of ${name} per pay period`}
        />
      )}
      <TimelineMarkers markers={timeline.markers} payPeriods={timeline.payPeriods} />
      <PositionHolders holders={timeline.holders} positionId={timeline.PositionId} />
    </>
  );
}

/** /effort/timeline/position/:positionId (DESIGN §14): a position's effort by category per pay period. */
export default function PositionTimelinePage() {
  const { positionId = '' } = useParams();
  const query = useEffortJson<PositionTimeline>(`effortPositions/${encodeURIComponent(positionId)}/timeline`);
  return (
    <Box sx={effortPageSx}>
      {query.isPending ? (
        <ProcessingData />
      ) : query.isError ? (
        <Alert severity="error">Could not read the position&rsquo;s effort: {query.error.message}</Alert>
      ) : query.data === null ? (
        <>
          <Title title="Effort Timeline" />
          <Alert severity="info">There is no position {positionId} in the imported effort.</Alert>
        </>
      ) : (
        <Timeline timeline={query.data} />
      )}
    </Box>
  );
}
