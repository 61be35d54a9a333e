import { useMediaQuery, type TableRowProps, type Theme } from '@mui/material';
import {
  MaterialReactTable,
  type MRT_ExpandedState,
  type MRT_Updater,
  useMaterialReactTable,
} from 'material-react-table';
import { type Dispatch, type SetStateAction, useMemo, useState } from 'react';
import type { GridUiState } from './gridState';
import { groupLookup } from './groupSubtotals';
import { GroupBySelect } from './GroupBySelect';
import type { ReportColumn, ReportPage } from './reportApi';
import { reportColumnDefs } from './reportColumns';

export interface ReportGridProps {
  title: string;
  columns: ReportColumn[];
  state: GridUiState;
  setState: Dispatch<SetStateAction<GridUiState>>;
  page: ReportPage | undefined;
  fetching: boolean;
}

const expandColumnId = 'mrt-row-expand';

/** A change of what the rows are (sort, filter, grouping) starts again at the first page. */
const restartsPaging = new Set<keyof GridUiState>(['sorting', 'columnFilters', 'globalFilter', 'grouping']);

/**
 * The report grid (material-react-table, loaded lazily: it is the heaviest part of the app). The server sorts,
 * filters, groups and pages; the grid groups the page's rows (they arrive ordered by the grouping columns)
 * and shows the server's subtotals of whole groups.
 */
export default function ReportGrid({ title, columns, state, setState, page, fetching }: ReportGridProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // every group opens expanded again when the grouping changes
  const groupingKey = state.grouping.join('\u0000');
  const [expandedFor, setExpandedFor] = useState<{ key: string; expanded: MRT_ExpandedState }>();
  const expanded = expandedFor?.key === groupingKey ? expandedFor.expanded : true;
  const setExpanded = (updater: MRT_Updater<MRT_ExpandedState>) =>
    setExpandedFor({
      key: groupingKey,
      expanded: typeof updater === 'function' ? updater(expanded) : updater,
    });

  const lookup = useMemo(
    () => groupLookup(page?.groups ?? [], state.grouping),
    [page?.groups, state.grouping],
  );
  const columnDefs = useMemo(() => reportColumnDefs(columns, lookup), [columns, lookup]);
  // the expand column first, then the grouping columns (as exports put them), then the rest in the state's
  // order; the grid's own 'reorder' mode would put the grouping columns before the expand column
  const columnOrder = useMemo(
    () => [
      expandColumnId,
      ...state.grouping,
      ...state.columnOrder.filter((id) => id !== expandColumnId && !state.grouping.includes(id)),
    ],
    [state.grouping, state.columnOrder],
  );

  const change =
    <Key extends keyof GridUiState>(key: Key) =>
    (updater: MRT_Updater<GridUiState[Key]>) =>
      setState((previous) => {
        const value =
          typeof updater === 'function'
            ? (updater as (old: GridUiState[Key]) => GridUiState[Key])(previous[key])
            : updater;
        const restart = restartsPaging.has(key) && previous.pagination.pageIndex !== 0;
        return {
          ...previous,
          [key]: value,
          ...(restart ? { pagination: { ...previous.pagination, pageIndex: 0 } } : {}),
        };
      });

  const table = useMaterialReactTable({
    columns: columnDefs,
    data: page?.rows ?? [],
    getRowId: (row) => String(row.id),
    rowCount: page?.total ?? 0,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableGrouping: true,
    groupedColumnMode: false,
    enableColumnOrdering: true,
    enableColumnFilters: true,
    enableGlobalFilter: true,
    enableGlobalFilterRankedResults: false,
    enableFacetedValues: false,
    enableDensityToggle: true,
    enableFullScreenToggle: false,
    enableStickyHeader: true,
    autoResetExpanded: false,
    initialState: { density: narrow ? 'compact' : 'comfortable', showColumnFilters: false },
    state: {
      columnOrder,
      columnVisibility: state.columnVisibility,
      sorting: state.sorting,
      grouping: state.grouping,
      columnFilters: state.columnFilters,
      globalFilter: state.globalFilter ?? '',
      pagination: state.pagination,
      expanded,
      isLoading: !page && fetching,
      showProgressBars: fetching,
    },
    onColumnOrderChange: change('columnOrder'),
    onColumnVisibilityChange: change('columnVisibility'),
    onSortingChange: change('sorting'),
    onGroupingChange: change('grouping'),
    onColumnFiltersChange: change('columnFilters'),
    onGlobalFilterChange: change('globalFilter'),
    onPaginationChange: change('pagination'),
    onExpandedChange: setExpanded,
    muiPaginationProps: { rowsPerPageOptions: [10, 25, 50, 100, 250] },
    muiTablePaperProps: { variant: 'outlined', elevation: 0 },
    muiTableContainerProps: { sx: { maxHeight: '70vh' } },
    muiTableProps: { 'aria-label': title } as Record<string, unknown>,
    muiTableBodyRowProps: ({ row }) =>
      ({ 'data-testid': row.getIsGrouped() ? 'report-group-row' : 'report-row' }) as TableRowProps,
    renderTopToolbarCustomActions: () => (
      <GroupBySelect columns={columns} grouping={state.grouping} onChange={change('grouping')} />
    ),
    renderEmptyRowsFallback: () => (
      <p style={{ padding: '1rem', margin: 0 }} role="status">
        No rows match this report.
      </p>
    ),
  });

  return (
    <div data-testid="report-grid">
      <MaterialReactTable table={table} />
    </div>
  );
}
