import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSettings } from './refreshSettings';
import { useId, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { TamsDataProvider } from '../providers/dataProvider';

const accepted = ['image/png', 'image/jpeg', 'image/svg+xml'];
const maxBytes = 512 * 1024;

/** Why a file cannot be the logo, before sending it (the API checks the bytes again). */
const refusalOf = (file: File) =>
  !accepted.includes(file.type)
    ? 'Choose a PNG, JPEG or SVG image'
    : file.size > maxBytes
      ? 'The image must be at most 512 KB'
      : undefined;

/** The API's reason: the file field's message when there is one, else the message. */
const reasonOf = (error: Error) =>
  ((error as { body?: { errors?: { file?: string } } }).body?.errors?.file ?? error.message) as string;

/**
 * The institution logo (spec §7 POST settings/upload/logo): choose a PNG, JPEG or SVG of at most 512 KB,
 * upload it (the "Show Uploaded Logo" setting turns on), and see it as /api/logo.png serves it.
 */
export function LogoUpload({ hasLogo }: { hasLogo: boolean }) {
  const dataProvider = useDataProvider<TamsDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const inputId = useId();
  const headingId = useId();
  const [file, setFile] = useState<File>();
  const [refusal, setRefusal] = useState<string>();
  const [version, setVersion] = useState(() => Date.now());
  const [previewFailed, setPreviewFailed] = useState(false);
  const { mutate, isPending, error, reset } = useMutation({
    mutationFn: (chosen: File) => dataProvider.uploadLogo(chosen),
    onSuccess: async () => {
      setFile(undefined);
      setPreviewFailed(false);
      setVersion(Date.now());
      notify('Logo uploaded', { type: 'success' });
      await refreshSettings(queryClient);
    },
  });
  const choose = (chosen: File | undefined) => {
    reset();
    setFile(chosen);
    setRefusal(chosen && refusalOf(chosen));
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Institution Logo
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        PNG, JPEG or SVG, at most 512 KB. Uploading turns on &ldquo;Show Uploaded Logo&rdquo;.
      </Typography>
      <Box
        sx={{ mb: 2, p: 2, bgcolor: 'action.hover', borderRadius: 1, display: 'inline-block', minWidth: 200 }}
      >
        {hasLogo && !previewFailed ? (
          <img
            src={`/api/logo.png?v=${version}`}
            alt="Current institution logo"
            style={{ maxHeight: 96, maxWidth: 320, display: 'block' }}
            onError={() => setPreviewFailed(true)}
          />
        ) : (
          <Typography color="text.secondary">No logo uploaded yet.</Typography>
        )}
      </Box>
      {(refusal || error) && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {refusal ?? reasonOf(error!)}
        </Alert>
      )}
      <Stack direction="row" spacing={2} alignItems="center">
        <input
          id={inputId}
          type="file"
          accept=".png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml"
          onChange={(event) => choose(event.target.files?.[0])}
          aria-label="Logo image file"
        />
        <Button
          variant="contained"
          startIcon={<UploadIcon />}
          disabled={!file || !!refusal || isPending}
          onClick={() => file && mutate(file)}
        >
          Upload logo
        </Button>
      </Stack>
    </Box>
  );
}
