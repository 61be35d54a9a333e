import type { Projection } from './projection.js';

/**
 * Several projections run as one processor: one checkpoint, one ownership lock and one connection instead
 * of one each. For small read models that change rarely (value lists). Each part handles only its own
 * events, so running all of them for every event is the same as running them apart.
 */
export function combinedProjection(name: string, parts: readonly Projection[], version = 1): Projection {
  return {
    name,
    version: version * 1000 + parts.reduce((sum, part) => sum + part.version, 0),
    tables: parts.flatMap((part) => part.tables),
    handles: new Set(parts.flatMap((part) => [...part.handles])),
    touches(event, rows) {
      for (const part of parts) if (part.handles.has(event.type)) part.touches(event, rows);
    },
    related(event, rows) {
      for (const part of parts) if (part.handles.has(event.type)) part.related?.(event, rows);
    },
    apply(event, rows) {
      for (const part of parts) if (part.handles.has(event.type)) part.apply(event, rows);
    },
  };
}
