import UnpublishedIcon from '@mui/icons-material/UnpublishedOutlined';
import { Alert } from '@mui/material';

/**
 * A period not yet published to faculty (progress step 8): its teaching assignments are still being
 * planned, so the faculty pages say so instead of showing empty tables.
 */
export function NotPublishedNotice({ periodName }: { periodName: string }) {
  return (
    <Alert severity="info" icon={<UnpublishedIcon aria-hidden />} sx={{ mb: 2 }} data-testid="not-published">
      Assignments for {periodName} are not published yet.
    </Alert>
  );
}

/** An answer of a faculty page says `published: false` for a period not published (absent: published). */
export const isUnpublished = (answer: { published?: boolean } | null | undefined) =>
  answer?.published === false;
