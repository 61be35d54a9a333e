import type { BatchHandler } from '@tams/event-store';
import { type Projection, prepareEvents } from './projection.js';

/**
 * The processor's handler for a projection: applies each batch through the read model's views, so it
 * writes whatever generation they point at. A rebuild's swap replaces the views first (an exclusive lock
 * that waits for a batch in flight and holds new ones back), so no batch commits rows into a generation
 * that was just swapped out. Test: "a rebuild swaps in while appends continue".
 */
export function liveHandler(projection: Projection): BatchHandler {
  return {
    name: projection.name,
    accepts: (event) => projection.handles.has(event.type),
    prepare: (events, db) => prepareEvents(projection, events, db, 'live'),
  };
}
