import type { MouseEvent } from 'react';
import { Link, useCreatePath, useFieldValue, useRecordContext, useResourceContext } from 'react-admin';

/**
 * A record's representation as a link to its show page: the keyboard path into a row (rows themselves
 * answer clicks only).
 */
export function RecordLinkField({ source }: { source: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const value = useFieldValue({ source });
  if (!record || !resource) return null;
  return (
    <Link
      to={createPath({ resource, id: record.id, type: 'show' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {String(value ?? record.id)}
    </Link>
  );
}
