import { Card, CardContent, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** One card of the dashboard: a section named by its h2 heading. */
export function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
