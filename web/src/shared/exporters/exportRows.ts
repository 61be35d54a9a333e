import type { Identifier, RaRecord } from 'react-admin';

/** How a referenced record is named in a cell: one of its fields, or a function of the record. */
export interface ExportReference {
  resource: string;
  name: string | ((record: RaRecord) => string);
}

/** A nested array (an offering's term modes): each item to text, all joined into one cell. */
export interface ExportItems {
  /** The item fields holding ids, and how their records are named. */
  references?: Record<string, ExportReference>;
  text: (item: RaRecord, nameOf: (field: string) => string) => string;
}

/** One column of an export: a record's field under a readable header. */
export interface ExportColumn {
  label: string;
  source: string;
  /** The field holds an id (or ids) of another resource: exported as that record's name. */
  reference?: ExportReference;
  items?: ExportItems;
  /** A plain value made readable (an enum's words, Yes/No). */
  format?: (value: unknown) => unknown;
}

/** Records of other resources by resource and id, as react-admin's fetchRelatedRecords returns them. */
export type RelatedRecords = Record<string, Record<Identifier, RaRecord>>;

export const itemSeparator = '; ';

const idsIn = (value: unknown): Identifier[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (id): id is Identifier => typeof id === 'string' || typeof id === 'number',
  );

/** Every id the columns refer to, by resource (deduplicated), to fetch before the rows are made. */
export function relatedIdsOf(records: RaRecord[], columns: ExportColumn[]): Record<string, Identifier[]> {
  const ids = new Map<string, Set<Identifier>>();
  const add = (resource: string, value: unknown) => {
    const set = ids.get(resource) ?? new Set<Identifier>();
    for (const id of idsIn(value)) set.add(id);
    ids.set(resource, set);
  };
  for (const column of columns) {
    for (const record of records) {
      if (column.reference) add(column.reference.resource, record[column.source]);
      for (const [field, reference] of Object.entries(column.items?.references ?? {})) {
        for (const item of itemsOf(record[column.source])) add(reference.resource, item[field]);
      }
    }
  }
  return Object.fromEntries([...ids].map(([resource, set]) => [resource, [...set]]));
}

const itemsOf = (value: unknown): RaRecord[] => (Array.isArray(value) ? (value as RaRecord[]) : []);

function nameIn(related: RelatedRecords, reference: ExportReference, id: Identifier): string {
  const record = related[reference.resource]?.[id];
  if (!record) return '';
  return typeof reference.name === 'function' ? reference.name(record) : String(record[reference.name] ?? '');
}

function cellOf(record: RaRecord, column: ExportColumn, related: RelatedRecords): unknown {
  const value = record[column.source];
  if (column.reference) {
    const reference = column.reference;
    return idsIn(value)
      .map((id) => nameIn(related, reference, id))
      .filter(Boolean)
      .join(itemSeparator);
  }
  if (column.items) {
    const { references = {}, text } = column.items;
    return itemsOf(value)
      .map((item) =>
        text(item, (field) =>
          references[field] && item[field] != null ? nameIn(related, references[field], item[field]) : '',
        ),
      )
      .filter(Boolean)
      .join(itemSeparator);
  }
  const formatted = column.format ? column.format(value) : value;
  if (Array.isArray(formatted)) return formatted.join(itemSeparator);
  return formatted ?? '';
}

/**
 * One flat row per record, keyed by the columns' labels in their order: ids named, nested arrays joined
 * into one cell, so a spreadsheet reads it as the list shows it (a plain JSON-to-CSV writer spills arrays onto extra rows).
 */
export function exportRows(
  records: RaRecord[],
  columns: ExportColumn[],
  related: RelatedRecords,
): Record<string, unknown>[] {
  return records.map((record) =>
    Object.fromEntries(columns.map((column) => [column.label, cellOf(record, column, related)])),
  );
}

export const yesNo = (value: unknown) => (value == null ? '' : value ? 'Yes' : 'No');
