import { DataTable, List } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatNumber } from '../../shared/records/formatting';
import { type EffortPositionRow, listFitsSx } from './effortOverviewTypes';

const Col = DataTable.Col<EffortPositionRow>;

const positionName = (row: EffortPositionRow) =>
  row.PositionTitle ? `${row.PositionTitle} (${row.id})` : `Position ${row.id}`;

/** The positions in the imported effort, each opening its timeline. */
export function PositionList() {
  return (
    <List<EffortPositionRow>
      resource="effortPositions"
      title={false}
      actions={false}
      disableSyncWithLocation
      storeKey="effortOverview.positions"
      perPage={10}
      sort={{ field: 'id', order: 'ASC' }}
      exporter={false}
      empty={false}
      sx={listFitsSx}
    >
      <DataTable<EffortPositionRow> bulkActionButtons={false} rowClick={false}>
        <Col
          source="id"
          label="Position"
          render={(row) => (
            <Link to={`/effort/timeline/position/${encodeURIComponent(row.id)}`}>{positionName(row)}</Link>
          )}
        />
        <Col
          label="People"
          disableSort
          render={(row) => row.people.map((person) => person.name).join(', ') || '—'}
        />
        <Col source="rows" label="Rows" align="right" disableSort render={(row) => formatNumber(row.rows)} />
        <Col source="lastPayPeriodCode" label="Last pay period" disableSort />
      </DataTable>
    </List>
  );
}
