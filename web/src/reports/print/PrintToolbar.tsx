import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button } from '@mui/material';
import type { ReactNode } from 'react';

/** The pickers of a printable report with its Print and Export CSV buttons: none of it printed. */
export function PrintToolbar({ children, onExport }: { children?: ReactNode; onExport?: () => void }) {
  return (
    <Box data-print="hide" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      {children}
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onExport} disabled={!onExport}>
        Export CSV
      </Button>
      <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
        Print
      </Button>
    </Box>
  );
}
