import CopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { copyText } from '../shared/copyText';
import { useFeedPosition } from './dataServicesApi';

/** The request a client makes to follow the log from `position`, for this server. */
export const sampleRequest = (origin: string, position: number | string) =>
  `curl -H "Authorization: Bearer $TAMS_API_KEY" \\\n  "${origin}/api/dataServices/changes?after=${position}&limit=100&wait=30"`;

/**
 * The change feed (DESIGN §15): the log's current position, and a sample request that reads the events
 * after it, to copy into another system's job.
 */
export function ChangeFeedCard() {
  const { data: position, isPending, error } = useFeedPosition();
  const input = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<boolean>();
  const request = position === undefined ? '' : sampleRequest(window.location.origin, position);
  return (
    <Card component="section" aria-labelledby="change-feed-title" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="change-feed-title" variant="h6" component="h2">
          Change feed
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Every change in TAMS is an event in its log. Another system follows TAMS by reading the events after
          the last position it saw, then continuing from the position the answer gives.
        </Typography>
        {error ? (
          <Alert severity="error">The feed&apos;s position cannot be read: {error.message}</Alert>
        ) : isPending ? (
          <Skeleton variant="rectangular" height={120} aria-label="Loading the feed's position" />
        ) : (
          <Stack spacing={2}>
            <Box component="dl" sx={{ m: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                Current position
              </Typography>
              <Typography
                component="dd"
                variant="h6"
                sx={{ m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                data-testid="feed-position"
              >
                {String(position)}
              </Typography>
            </Box>
            <TextField
              label="Sample request"
              value={request}
              multiline
              fullWidth
              inputRef={input}
              onFocus={(event) => event.target.select()}
              slotProps={{
                htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
              }}
            />
            <Box>
              <Button
                variant="outlined"
                startIcon={<CopyIcon />}
                onClick={async () => setCopied(await copyText(request, input.current))}
              >
                Copy the request
              </Button>
            </Box>
            {copied === true && <Alert severity="success">Copied to the clipboard.</Alert>}
            {copied === false && (
              <Alert severity="info">
                The browser did not allow copying: select the request and copy it yourself.
              </Alert>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
