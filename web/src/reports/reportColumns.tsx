import { Box } from '@mui/material';
import type { MRT_ColumnDef, MRT_Row } from 'material-react-table';
import { formatDate, formatDateTime } from '../shared/records/formatting';
import type { GroupLookup } from './groupSubtotals';
import type { ReportColumn, ReportRow } from './reportApi';

const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** A cell as text: references arrive as names; dates as everywhere ("Nov 25, 2026"); numbers in the user's locale. */
export function formatValue(column: ReportColumn, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (column.kind) {
    case 'number':
    case 'integer': {
      // PostgreSQL numerics arrive as text
      const number = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(number) ? numberFormat.format(number) : String(value);
    }
    case 'boolean':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    case 'date':
      return /^\d{4}-\d{2}-\d{2}/.test(String(value))
        ? formatDate(String(value).slice(0, 10))
        : String(value);
    case 'timestamp': {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value) : formatDateTime(date);
    }
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

const filterInputType: Partial<Record<ReportColumn['kind'], string>> = {
  number: 'number',
  integer: 'number',
  date: 'date',
  timestamp: 'datetime-local',
};

function filterOptions(column: ReportColumn): Partial<MRT_ColumnDef<ReportRow>> {
  switch (column.kind) {
    case 'number':
    case 'integer':
    case 'date':
    case 'timestamp':
      return {
        filterVariant: 'range',
        muiFilterTextFieldProps: {
          type: filterInputType[column.kind],
          slotProps: { inputLabel: { shrink: true } },
        },
      };
    case 'enum':
      return { filterVariant: 'multi-select', filterSelectOptions: column.values ?? [] };
    case 'boolean':
      return {
        filterVariant: 'select',
        filterSelectOptions: [
          { label: 'Yes', value: 'true' },
          { label: 'No', value: 'false' },
        ],
      };
    default:
      return { filterVariant: 'text' };
  }
}

const groupOf = (lookup: GroupLookup, row: MRT_Row<ReportRow>) => lookup(row.depth + 1, row.original);

/**
 * The grid's columns. Group rows show the SERVER's subtotals (count and sums of the whole group, from the
 * page's `groups`), since the page holds only part of a group's rows.
 */
export function reportColumnDefs(columns: ReportColumn[], lookup: GroupLookup): MRT_ColumnDef<ReportRow>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.label,
    accessorFn: (row) => row[column.id],
    Cell: ({ cell }) => formatValue(column, cell.getValue()),
    GroupedCell: ({ cell, row }) => {
      const count = groupOf(lookup, row)?.count ?? row.subRows?.length ?? 0;
      return (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {formatValue(column, cell.getValue()) || '(none)'}{' '}
          <Box
            component="span"
            data-testid="group-count"
            aria-label={`${count} rows`}
            sx={{ fontWeight: 400 }}
          >
            ({count})
          </Box>
        </Box>
      );
    },
    AggregatedCell: ({ row }) => {
      if (column.aggregate !== 'sum') return null;
      const sum = groupOf(lookup, row)?.sums[column.id];
      return sum === undefined ? null : (
        <Box component="span" data-testid={`subtotal-${column.id}`} sx={{ fontWeight: 600 }}>
          {formatValue(column, sum)}
        </Box>
      );
    },
    enableGrouping: true,
    // the first click sorts ascending on every column (the grid would guess from the first row's value)
    sortDescFirst: false,
    muiTableBodyCellProps:
      column.kind === 'number' || column.kind === 'integer' ? { align: 'right' } : undefined,
    ...filterOptions(column),
  }));
}
