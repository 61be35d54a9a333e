import type { ReactNode } from 'react';
import { EditButton, TopToolbar } from 'react-admin';
import { DeleteRecordButton } from './DeleteRecordButton';

/** Edit and delete (each shown only when the user may), plus a resource's own actions. */
export function RecordShowActions({ children }: { children?: ReactNode }) {
  return (
    <TopToolbar>
      {children}
      <EditButton />
      <DeleteRecordButton />
    </TopToolbar>
  );
}
