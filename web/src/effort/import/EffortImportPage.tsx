import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { DryRunErrors } from './DryRunErrors';
import { DryRunSummary } from './DryRunSummary';
import { type DryRun, dryRunImport, templateUrl, type UnreadableFile } from './effortImportApi';
import { ImportHistory } from './ImportHistory';
import { type ImportChoice, ImportOptions } from './ImportOptions';
import { ImportProgress } from './ImportProgress';
import { isFinished, useEffortImportJob } from './useEffortImportJob';
import { FileDropZone } from '../../shared/fileImport/FileDropZone';
import { TemplateMenu } from '../../shared/fileImport/TemplateMenu';
import { UnreadableFileAlert } from '../../shared/fileImport/UnreadableFileAlert';

type Upload =
  | { state: 'none' }
  | { state: 'reading'; fileName: string }
  | { state: 'read'; dryRun: DryRun }
  | { state: 'unreadable'; error: UnreadableFile | Error };

/**
 * Import Effort (/effort/import; create on EffortImport, guarded by the layout's route rules): a payroll
 * file is read without recording anything (the dry run: counts, pay periods, errors by line), then imported
 * in the chosen mode as a background job whose progress the socket brings. The history lists every import.
 */
export function EffortImportPage() {
  const [upload, setUpload] = useState<Upload>({ state: 'none' });
  const [choice, setChoice] = useState<ImportChoice>({ mode: 'replace', skipInvalidRows: false });
  const [startError, setStartError] = useState<string>();
  const { job, start, reset } = useEffortImportJob();
  const running = !!job && !isFinished(job);

  const read = async (file: File) => {
    reset();
    setStartError(undefined);
    setChoice({ mode: 'replace', skipInvalidRows: false });
    setUpload({ state: 'reading', fileName: file.name });
    try {
      setUpload({ state: 'read', dryRun: await dryRunImport(file) });
    } catch (error) {
      setUpload({ state: 'unreadable', error: error as Error });
    }
  };

  const importFile = async (dryRun: DryRun) => {
    setStartError(undefined);
    try {
      await start({
        uploadId: dryRun.uploadId,
        fileName: dryRun.fileName,
        mode: choice.mode,
        skipInvalidRows: choice.skipInvalidRows,
      });
    } catch (error) {
      setStartError((error as Error).message);
    }
  };

  return (
    // a grid of one shrinkable column: a wide table scrolls in its own box instead of widening the page
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title="Import Effort" />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
          >
            <Typography color="text.secondary">
              Import the payroll distribution your HR system exports: one row per employee, position, pay
              period, cost center and earnings code.
            </Typography>
            <Box sx={{ flexShrink: 0 }}>
              <TemplateMenu templateUrl={templateUrl} />
            </Box>
          </Stack>
          <FileDropZone
            disabled={upload.state === 'reading' || running}
            onFile={(file) => void read(file)}
            inputTestId="effort-file-input"
          />
          {upload.state === 'reading' && (
            <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }} role="status">
              <CircularProgress size={20} aria-hidden />
              <Typography>Reading {upload.fileName}…</Typography>
            </Stack>
          )}
          {upload.state === 'unreadable' && <UnreadableFileAlert error={upload.error} />}
          {upload.state === 'read' && (
            <>
              <DryRunSummary dryRun={upload.dryRun} />
              <DryRunErrors
                errors={upload.dryRun.errors}
                errorCount={upload.dryRun.errorCount}
                rowCount={upload.dryRun.invalidRowCount}
              />
              {!job && (
                <ImportOptions
                  choice={choice}
                  errorCount={upload.dryRun.errorCount}
                  busy={running}
                  onChange={setChoice}
                  onImport={() => void importFile(upload.dryRun)}
                />
              )}
              {startError && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {startError}
                </Alert>
              )}
              {job && <ImportProgress job={job} />}
              {job && isFinished(job) && (
                <Button
                  sx={{ mt: 2 }}
                  onClick={() => {
                    reset();
                    setUpload({ state: 'none' });
                  }}
                >
                  Import another file
                </Button>
              )}
            </>
          )}
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <ImportHistory />
        </CardContent>
      </Card>
    </Box>
  );
}

export default EffortImportPage;
