import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { DataImportPanel } from './DataImportPanel';
import { type ImportKind, importKinds } from './dataServicesApi';
import { importKindTexts } from './importKinds';

/** Imports from the SIS and HR, one tab per kind (each with its own file, dry run and job). */
export function DataImportsCard() {
  const [kind, setKind] = useState<ImportKind>('courses');
  return (
    <Card component="section" aria-labelledby="data-imports-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="data-imports-title" variant="h6" component="h2">
          Import
        </Typography>
        <Tabs
          value={kind}
          onChange={(_, next: ImportKind) => setKind(next)}
          aria-label="What to import"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
        >
          {importKinds.map((each) => (
            <Tab
              key={each}
              value={each}
              label={importKindTexts[each].label}
              id={`data-import-tab-${each}`}
              aria-controls={`data-import-panel-${each}`}
            />
          ))}
        </Tabs>
        {/* every kind stays mounted: a job running in one tab is still followed while another shows */}
        {importKinds.map((each) => (
          <Box
            key={each}
            role="tabpanel"
            hidden={each !== kind}
            id={`data-import-panel-${each}`}
            aria-labelledby={`data-import-tab-${each}`}
          >
            <DataImportPanel kind={each} />
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
