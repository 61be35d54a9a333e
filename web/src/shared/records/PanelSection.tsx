import { Box, Divider, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** A titled part of a record's page (its faculty profile, its members), with actions beside the title. */
export function PanelSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <>
      <Divider />
      <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box>
        </Box>
        {children}
      </Box>
    </>
  );
}

/** What a panel says when it has nothing to list yet (e.g. "This period has no terms yet."). */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 1 }}>
      {children}
    </Typography>
  );
}
