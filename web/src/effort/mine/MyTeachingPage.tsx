import { Alert, Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { ProcessingData } from '../../shared/ProcessingData';
import { PanelEmpty } from '../../shared/records/PanelSection';
import { effortPageSx } from '../timeline/effortPageSx';
import { useEffortJson } from '../timeline/useEffortJson';
import { type MyTeachingPeriod, MyTeachingTable } from './MyTeachingTable';

/**
 * /effort/myTeaching (DESIGN §14): per academic period, the teaching share expected of me, the points that
 * requires and the points I am assigned.
 */
export default function MyTeachingPage() {
  const query = useEffortJson<{ periods: MyTeachingPeriod[] }>('myTeaching');
  return (
    <Box sx={effortPageSx}>
      <Title title="My Teaching" />
      <Typography variant="h4" component="h1" gutterBottom>
        My Teaching
      </Typography>
      {query.isPending ? (
        <ProcessingData />
      ) : query.isError ? (
        <Alert severity="error">Could not read your teaching: {query.error.message}</Alert>
      ) : !query.data || query.data.periods.length === 0 ? (
        <PanelEmpty>No effort has been imported for you yet.</PanelEmpty>
      ) : (
        <MyTeachingTable periods={query.data.periods} />
      )}
    </Box>
  );
}
