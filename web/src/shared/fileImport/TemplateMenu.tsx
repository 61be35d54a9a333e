import DownloadIcon from '@mui/icons-material/Download';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';

/** "Download template": an empty file with the columns an import reads, as CSV or XLSX. */
export function TemplateMenu({ templateUrl }: { templateUrl(format: 'csv' | 'xlsx'): string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Download template
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <MenuItem
            key={format}
            component="a"
            href={templateUrl(format)}
            download
            onClick={() => setAnchor(null)}
          >
            {format.toUpperCase()}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
