import { Box, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ReportTypeInfo } from './reportApi';

/** One card per builder the user may read; a card opens an empty builder. */
export function ReportTypeCards({
  types,
  loading,
}: {
  types: ReportTypeInfo[] | undefined;
  loading: boolean;
}) {
  if (loading)
    return (
      <Box sx={{ display: 'grid', gap: 1 }} aria-busy="true" aria-label="Loading the report types">
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} />
      </Box>
    );
  const builders = (types ?? []).filter((type) => type.reportType !== 'SnapshotReport');
  if (builders.length === 0)
    return <Typography color="text.secondary">There are no reports you may read.</Typography>;
  return (
    <Box
      component="ul"
      aria-label="Report builders"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {builders.map((type) => (
        <li key={type.reportType}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={`/reports/${type.reportType}`}
              data-testid={`report-type-${type.reportType}`}
              sx={{ height: '100%', alignItems: 'flex-start' }}
            >
              <CardContent>
                <Typography variant="subtitle1" component="h3">
                  {type.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {type.description}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
