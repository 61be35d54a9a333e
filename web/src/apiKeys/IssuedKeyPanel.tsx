import CopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, AlertTitle, Button, Stack, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { copyText } from '../shared/copyText';

/** The new key, shown this once: selectable, copyable, with the warning that it will not be shown again. */
export function IssuedKeyPanel({ name, apiKey }: { name: string; apiKey: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | undefined>();
  return (
    <Stack spacing={2}>
      <Alert severity="warning" role="alert">
        <AlertTitle>Copy this key now: you will not see it again</AlertTitle>
        TAMS keeps only a fingerprint of &ldquo;{name}&rdquo;. If the key is lost, revoke it and issue a new
        one.
      </Alert>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          label="API key"
          value={apiKey}
          fullWidth
          inputRef={input}
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <Button
          variant="contained"
          startIcon={<CopyIcon />}
          onClick={async () => setCopied(await copyText(apiKey, input.current))}
        >
          Copy
        </Button>
      </Stack>
      {copied === true && <Alert severity="success">Copied to the clipboard.</Alert>}
      {copied === false && (
        <Alert severity="info">The browser did not allow copying: select the key and copy it yourself.</Alert>
      )}
    </Stack>
  );
}
