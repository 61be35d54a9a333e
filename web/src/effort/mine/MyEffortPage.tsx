import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { ProcessingData } from '../../shared/ProcessingData';
import { PanelEmpty } from '../../shared/records/PanelSection';
import type { EffortCategoryLegend } from '../effortChartColors';
import type { PayPeriodEffort } from '../timeline/effortSeries';
import { PayPeriodEffortChart } from '../timeline/PayPeriodEffortChart';
import { effortPageSx } from '../timeline/effortPageSx';
import { useEffortJson } from '../timeline/useEffortJson';

/** GET /api/myEffort: the working user's own effort. */
interface MyEffort {
  categories: EffortCategoryLegend[];
  payPeriods: PayPeriodEffort[];
  positions: { PositionId: string; PositionTitle: string | null }[];
}

function MyEffortContent({ effort }: { effort: MyEffort }) {
  if (effort.payPeriods.length === 0)
    return <PanelEmpty>No effort has been imported for you yet.</PanelEmpty>;
  return (
    <>
      <Typography variant="h6" component="h2">
        Your effort per pay period
      </Typography>
      <PayPeriodEffortChart
        categories={effort.categories}
        payPeriods={effort.payPeriods}
        label="Your effort per pay period"
      />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        Your positions
      </Typography>
      {effort.positions.length === 0 ? (
        <PanelEmpty>No position is associated with you.</PanelEmpty>
      ) : (
        <Stack
          component="ul"
          aria-label="Your positions"
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, p: 0 }}
        >
          {effort.positions.map((position) => (
            <Box component="li" key={position.PositionId} sx={{ listStyle: 'none' }}>
              <Chip
                variant="outlined"
                label={
                  position.PositionTitle
                    ? `${position.PositionTitle} (${position.PositionId})`
                    : position.PositionId
                }
              />
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
}

/** /effort/myEffort (DESIGN §14): the signed-in faculty member's effort distribution over pay periods. */
export default function MyEffortPage() {
  const query = useEffortJson<MyEffort>('myEffort');
  return (
    <Box sx={effortPageSx}>
      <Title title="My Effort" />
      <Typography variant="h4" component="h1" gutterBottom>
        My Effort
      </Typography>
      {query.isPending ? (
        <ProcessingData />
      ) : query.isError ? (
        <Alert severity="error">Could not read your effort: {query.error.message}</Alert>
      ) : !query.data ? (
        <PanelEmpty>No effort has been imported for you yet.</PanelEmpty>
      ) : (
        <MyEffortContent effort={query.data} />
      )}
    </Box>
  );
}
