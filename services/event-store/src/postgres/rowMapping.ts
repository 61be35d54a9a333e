import { encodeCheckpoint } from '../checkpoint.js';
import { upcast } from '../upcast.js';
import type { EventMetadata, RecordedEvent, UpcasterRegistry } from '../types.js';

export interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_version: string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

export const eventColumns =
  'global_position, transaction_id, stream_id, stream_version, event_id, event_type, schema_version, data, metadata, recorded_at';

export const toRecordedEvent = (row: EventRow, upcasters: UpcasterRegistry | undefined): RecordedEvent => {
  const { data, schemaVersion } = upcast(
    upcasters,
    row.event_type,
    row.schema_version,
    row.data,
    row.metadata,
  );
  return {
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    eventId: row.event_id,
    type: row.event_type,
    schemaVersion,
    data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
    position: encodeCheckpoint(row.transaction_id, row.global_position),
  };
};
