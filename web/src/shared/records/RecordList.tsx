import type { ReactNode } from 'react';
import { DataTable, Loading } from 'react-admin';
import { useAbility } from '../../providers/useAbility';
import { recordListExporter } from '../exporters/listExporters';
import { AppList } from './AppList';
import { RecordField } from './RecordField';
import { RecordLinkField } from './RecordLinkField';
import { RecordListEmpty } from './RecordListEmpty';
import { RequireAccess } from './RequireAccess';
import { recordFilters } from './recordFilters';
import { useRecordDefinition } from './useRecordDefinition';
import { useVisibleFields } from './useVisibleFields';

export interface RecordListProps {
  /** Replaces the cell of a column, by field name (e.g. a chip for isSystemActive). */
  cells?: Record<string, ReactNode>;
}

/**
 * The list of a simple resource, from its definition: a column per listed field (sortable, except
 * references, whose ids sort meaninglessly), the representation as a link to the record, free-text search
 * plus filters, pagination, and an empty state.
 */
export function RecordList(props: RecordListProps) {
  return (
    <RequireAccess action="list">
      <RecordListView {...props} />
    </RequireAccess>
  );
}

function RecordListView({ cells = {} }: RecordListProps) {
  const definition = useRecordDefinition();
  const { fields, isPending } = useVisibleFields(definition, 'list');
  const { ability } = useAbility();
  const [sortField, sortOrder] = definition.defaultSort;
  if (isPending) return <Loading />;
  return (
    <AppList
      sort={{ field: sortField, order: sortOrder }}
      // spec §6 DataExport: only with exportsEnabled, for the roles it names
      exporter={
        ability.can('read', 'DataExport') ? recordListExporter(fields, definition.name, ability) : false
      }
      filters={recordFilters(definition, fields)}
      empty={<RecordListEmpty />}
      perPage={25}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        {fields.map(({ name, spec }) => (
          <DataTable.Col
            key={name}
            source={name}
            label={spec.label}
            disableSort={
              spec.kind === 'reference' ||
              spec.kind === 'enumList' ||
              spec.kind === 'referenceList' ||
              spec.kind === 'dateList'
            }
            align={spec.kind === 'integer' || spec.kind === 'decimal' ? 'right' : undefined}
          >
            {cells[name] ??
              (name === definition.representation ? (
                <RecordLinkField source={name} />
              ) : (
                <RecordField source={name} spec={spec} />
              ))}
          </DataTable.Col>
        ))}
      </DataTable>
    </AppList>
  );
}

export default RecordList;
