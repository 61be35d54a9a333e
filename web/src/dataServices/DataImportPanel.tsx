import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { FileDropZone } from '../shared/fileImport/FileDropZone';
import { RowErrorsTable } from '../shared/fileImport/RowErrorsTable';
import { TemplateMenu } from '../shared/fileImport/TemplateMenu';
import { UnreadableFileAlert } from '../shared/fileImport/UnreadableFileAlert';
import { isJobFinished } from '../shared/jobs/useFollowedJob';
import { DataImportCounts } from './DataImportCounts';
import { DataImportProgress } from './DataImportProgress';
import { type DataImportDryRun, dryRunDataImport, type ImportKind, templateUrlOf } from './dataServicesApi';
import { importKindTexts } from './importKinds';
import { useDataImportJob } from './useDataImportJob';

type Upload =
  | { state: 'none' }
  | { state: 'reading'; fileName: string }
  | { state: 'read'; dryRun: DataImportDryRun }
  | { state: 'unreadable'; error: Error };

/**
 * One kind's import: its template, the file (chosen or dropped), the dry run (counts and row errors), and
 * the import as a background job whose progress the socket brings. A file with any row error is not
 * imported at all: the Import button waits for a file without errors.
 */
export function DataImportPanel({ kind }: { kind: ImportKind }) {
  const [upload, setUpload] = useState<Upload>({ state: 'none' });
  const [startError, setStartError] = useState<string>();
  const [starting, setStarting] = useState(false);
  const { job, start, reset } = useDataImportJob();
  const running = !!job && !isJobFinished(job);

  const read = async (file: File) => {
    reset();
    setStartError(undefined);
    setUpload({ state: 'reading', fileName: file.name });
    try {
      setUpload({ state: 'read', dryRun: await dryRunDataImport(kind, file) });
    } catch (error) {
      setUpload({ state: 'unreadable', error: error as Error });
    }
  };

  const importFile = async ({ uploadId, fileName }: DataImportDryRun) => {
    setStartError(undefined);
    setStarting(true);
    try {
      await start({ kind, uploadId, fileName });
    } catch (error) {
      setStartError((error as Error).message);
    } finally {
      setStarting(false);
    }
  };

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
      >
        <Typography color="text.secondary">{importKindTexts[kind].description}</Typography>
        <Box sx={{ flexShrink: 0 }}>
          <TemplateMenu templateUrl={templateUrlOf(kind)} />
        </Box>
      </Stack>
      <FileDropZone
        disabled={upload.state === 'reading' || running}
        onFile={(file) => void read(file)}
        inputTestId="data-import-file-input"
      />
      {upload.state === 'reading' && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-label="Reading the file" />
          <Typography>Reading {upload.fileName}…</Typography>
        </Stack>
      )}
      {upload.state === 'unreadable' && <UnreadableFileAlert error={upload.error} />}
      {upload.state === 'read' && (
        <>
          <DataImportCounts dryRun={upload.dryRun} />
          <RowErrorsTable
            errors={upload.dryRun.errors.map(({ line, column, reason }) => ({
              line,
              column,
              message: reason,
            }))}
            rowCount={upload.dryRun.invalidRowCount}
            errorCount={upload.dryRun.errorCount}
            consequence="Nothing of a file with errors is imported: fix these rows and choose the file again."
          />
          {!job && (
            <Box sx={{ mt: 3 }}>
              <Button
                variant="contained"
                disabled={upload.dryRun.errorCount > 0 || starting}
                onClick={() => void importFile(upload.dryRun)}
              >
                Import
              </Button>
            </Box>
          )}
          {startError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {startError}
            </Alert>
          )}
          {job && <DataImportProgress job={job} />}
          {job && isJobFinished(job) && (
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
    </>
  );
}
