import { isCheckpoint } from '@tams/event-store';
import { z } from 'zod';

/** `GET /api/dataServices/changes` query: where to continue from, how many events, how long to wait. */
export const changeFeedQuery = z.object({
  after: z
    .string({ error: 'Must be one position' })
    .refine(isCheckpoint, {
      error: 'Must be a position the feed answered (omit it to start at the beginning)',
    })
    .optional(),
  limit: z.coerce
    .number({ error: 'Must be a whole number from 1 to 1000' })
    .int({ error: 'Must be a whole number from 1 to 1000' })
    .min(1, { error: 'Must be a whole number from 1 to 1000' })
    .max(1000, { error: 'Must be a whole number from 1 to 1000' })
    .default(100),
  wait: z.coerce
    .number({ error: 'Must be a number of seconds from 0 to 30' })
    .min(0, { error: 'Must be a number of seconds from 0 to 30' })
    .max(30, { error: 'Must be a number of seconds from 0 to 30' })
    .default(0),
});

export type ChangeFeedQuery = z.infer<typeof changeFeedQuery>;
