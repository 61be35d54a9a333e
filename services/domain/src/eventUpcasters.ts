import type { UpcasterRegistry } from '@tams/event-store';
import { meetingUpcasters } from './sections/meetingUpcasters.js';

/** Every event shape that changed, brought up to date on read: give it to each event store that reads. */
export const eventUpcasters: UpcasterRegistry = { ...meetingUpcasters };
