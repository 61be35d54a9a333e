import { Divider } from '@mui/material';
import { Fragment, type ReactElement, type ReactNode } from 'react';
import { Show, type ShowProps } from 'react-admin';
import { RecordHistory } from './RecordHistory';
import { RecordShowActions } from './RecordShowActions';
import { RecordShowFields, type RecordShowFieldsProps } from './RecordShowFields';
import { RequireAccess } from './RequireAccess';

export interface RecordShowProps extends Pick<RecordShowFieldsProps, 'cells' | 'omit'> {
  /** A resource's own actions, beside edit and delete (e.g. "Offer in 2026-2027" on a course). */
  actions?: ReactNode;
  /** Panels between the fields and the history (a period's terms, a section's meeting), each after a divider. */
  panels?: ReactElement[];
  /** What the read embeds (`include`), e.g. a record's children. */
  queryOptions?: ShowProps['queryOptions'];
  /** The page title, when the resource's label and representation do not name the record well alone. */
  title?: ShowProps['title'];
}

/** Show page of a simple resource: its fields, its panels if any, then its history. */
export function RecordShow({ actions, panels = [], cells, omit, queryOptions, title }: RecordShowProps) {
  return (
    <RequireAccess action="show">
      <Show
        actions={<RecordShowActions>{actions}</RecordShowActions>}
        queryOptions={queryOptions}
        title={title}
      >
        <RecordShowFields cells={cells} omit={omit} />
        {panels.map((panel, index) => (
          <Fragment key={panel.key ?? index}>
            <Divider />
            {panel}
          </Fragment>
        ))}
        <Divider />
        <RecordHistory />
      </Show>
    </RequireAccess>
  );
}

export default RecordShow;
