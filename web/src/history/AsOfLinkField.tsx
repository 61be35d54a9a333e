import type { MouseEvent } from 'react';
import { Link, useCreatePath, useFieldValue, useRecordContext, useResourceContext } from 'react-admin';
import { searchWithAsOf } from './asOf';
import { useAsOf } from './useAsOf';

/** A record's link to its show page that keeps the page's instant (the show page shows the past too). */
export function AsOfLinkField({ source }: { source: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const value = useFieldValue({ source });
  const { asOf } = useAsOf();
  if (!record || !resource) return null;
  return (
    <Link
      to={{
        pathname: createPath({ resource, id: record.id, type: 'show' }),
        search: searchWithAsOf('', asOf),
      }}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {String(value ?? record.id)}
    </Link>
  );
}
