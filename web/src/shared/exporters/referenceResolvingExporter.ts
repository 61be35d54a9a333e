import { csvText } from '@tams/domain';
import {
  downloadCSV,
  type Exporter,
  type FetchRelatedRecords,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { type ExportColumn, exportRows, relatedIdsOf, type RelatedRecords } from './exportRows';

export interface ExporterOptions {
  columns: ExportColumn[];
  /** The file's name before the date (defaults to the resource). */
  filename?: string;
  /** Whether the user may read a resource: references to others are left out (their reads would fail). */
  canRead?: (resource: string) => boolean;
}

// ids go in the query string (filter={"id":[...]}): 100 uuids keep the URL well under header limits
const idsPerRequest = 100;

async function fetchRelated(
  fetchRelatedRecords: FetchRelatedRecords,
  idsByResource: Record<string, Identifier[]>,
): Promise<RelatedRecords> {
  const entries = await Promise.all(
    Object.entries(idsByResource).map(async ([resource, ids]) => {
      const chunks: Identifier[][] = [];
      for (let start = 0; start < ids.length; start += idsPerRequest)
        chunks.push(ids.slice(start, start + idsPerRequest));
      const found = await Promise.all(
        chunks.map((chunk) => fetchRelatedRecords<RaRecord>([{ id: 0, ids: chunk }], 'ids', resource)),
      );
      return [resource, Object.assign({}, ...found)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A react-admin exporter writing one CSV row per record with readable headers, ids resolved to names
 * (read in chunks through fetchRelatedRecords) and nested arrays joined into one cell; written by the
 * server's CSV writer (@tams/domain csvText: a byte order mark for Excel, no cell read as a formula).
 */
export function referenceResolvingExporter({
  columns,
  filename,
  canRead = () => true,
}: ExporterOptions): Exporter {
  const readable = columns.filter((column) => !column.reference || canRead(column.reference.resource));
  return async (records, fetchRelatedRecords, _dataProvider, resource) => {
    const idsByResource = Object.fromEntries(
      Object.entries(relatedIdsOf(records, readable)).filter(
        ([related, ids]) => ids.length > 0 && canRead(related),
      ),
    );
    const related = await fetchRelated(fetchRelatedRecords, idsByResource);
    const rows = exportRows(records, readable, related);
    const labels = readable.map((column) => column.label);
    const csv = csvText(
      labels,
      rows.map((row) => labels.map((label) => row[label])),
    );
    downloadCSV(csv, `${filename ?? resource ?? 'export'}-${today()}`);
  };
}
