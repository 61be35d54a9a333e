import { Box, Card, CardContent } from '@mui/material';
import { Title } from 'react-admin';
import { ApiAccessCard } from './ApiAccessCard';
import { ChangeFeedCard } from './ChangeFeedCard';
import { DataImportHistory } from './DataImportHistory';
import { DataImportsCard } from './DataImportsCard';

/**
 * Data Services (/dataServices; manage DataServices with dataServicesEnabled, guarded by the layout's
 * route rules): the integration page of DESIGN §15: the API (keys, the OpenAPI reference), the change
 * feed's position with a sample request, and the imports of courses, sections and people with their history.
 */
export function DataServicesPage() {
  return (
    // a grid of one shrinkable column: a wide table scrolls in its own box instead of widening the page
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title="Data Services" />
      <ApiAccessCard />
      <ChangeFeedCard />
      <DataImportsCard />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <DataImportHistory />
        </CardContent>
      </Card>
    </Box>
  );
}

export default DataServicesPage;
