import { GlobalStyles } from '@mui/material';

/**
 * What a printed report leaves out and how it fits A4: no top bar, menu, pickers or buttons (anything
 * marked `data-print="hide"`), the content at full width in black on white, tables in small type with their header repeated
 * on each page, rows never split, and each block marked `data-print="page"` starting a new page.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '@page': { size: 'A4', margin: '12mm' },
          'html, body, .RaLayout-root, .RaLayout-appFrame, .RaLayout-contentWithSidebar': {
            background: 'white !important',
            marginTop: '0 !important',
            paddingTop: '0 !important',
          },
          '.MuiAppBar-root, .RaLayout-contentWithSidebar > :not(.RaLayout-content), [data-print="hide"]': {
            display: 'none !important',
          },
          '.RaLayout-content': { padding: '0 !important', margin: '0 !important', width: '100% !important' },
          // black on white whatever the screen's theme (the dark one would print white text)
          '.RaLayout-content, .RaLayout-content *': {
            color: 'black !important',
            backgroundColor: 'transparent !important',
            borderColor: '#999 !important',
          },
          '.MuiTableContainer-root': { overflow: 'visible !important' },
          table: { width: '100%', fontSize: '9pt', borderCollapse: 'collapse' },
          'th, td': { padding: '2px 4px !important' },
          thead: { display: 'table-header-group' },
          tr: { breakInside: 'avoid' },
          '[data-print="page"] ~ [data-print="page"]': { breakBefore: 'page' },
        },
      }}
    />
  );
}
