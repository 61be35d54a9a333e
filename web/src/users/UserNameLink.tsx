import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import { userName } from '../shared/records/recordNames';

/** The user's name as a link to their page: the keyboard path into a row. */
export function UserNameLink() {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link
      to={createPath({ resource: 'users', id: record.id, type: 'show' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {userName(record)}
    </Link>
  );
}
