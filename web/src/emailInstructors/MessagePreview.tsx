import { Alert, Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDebounced } from './useDebounced';
import { errorsOf, type Message, previewMessage } from './emailApi';

/** One recipient's message exactly as the server would send it (re-rendered as the draft changes). */
export function MessagePreview({
  userId,
  periodId,
  message,
}: {
  userId: string | undefined;
  periodId: string | undefined;
  message: Message;
}) {
  const draft = useDebounced({ subject: message.subject, body: message.body }, 400);
  const ready = !!userId && !!draft.subject.trim() && !!draft.body.trim();
  const { data, error, isFetching } = useQuery({
    queryKey: ['emailInstructors', 'preview', userId, periodId, draft.subject, draft.body],
    queryFn: () =>
      previewMessage({ UserId: userId!, ...(periodId ? { AcademicPeriodId: periodId } : {}), ...draft }),
    enabled: ready,
    retry: false,
  });
  if (!userId)
    return <Typography color="text.secondary">Pick a recipient to preview their message.</Typography>;
  if (!ready)
    return <Typography color="text.secondary">Write a subject and a message to preview it.</Typography>;
  if (error)
    return (
      <Alert severity="error">{Object.values(errorsOf(error).fields)[0] ?? errorsOf(error).message}</Alert>
    );
  if (!data) return <Typography color="text.secondary">{isFetching ? 'Rendering…' : ''}</Typography>;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Preview">
      <Typography variant="body2" color="text.secondary">
        To: {data.to}
        {data.devRedirect ? ` (instead of ${data.email})` : ''}
      </Typography>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, my: 1 }}>
        {data.subject}
      </Typography>
      <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
        {data.body}
      </Box>
    </Paper>
  );
}
