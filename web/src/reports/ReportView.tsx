import { Box, LinearProgress } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Dispatch, lazy, type SetStateAction, Suspense, useMemo } from 'react';
import { type GridUiState, toGridState } from './gridState';
import { fetchReportPage, type ReportColumn, reportKeys } from './reportApi';
import { ReportErrorAlert } from './ReportErrorAlert';

const ReportGrid = lazy(() => import('./ReportGrid'));

export interface ReportViewProps {
  title: string;
  reportType: string;
  snapshotId?: string;
  columns: ReportColumn[];
  state: GridUiState;
  setState: Dispatch<SetStateAction<GridUiState>>;
}

/** A report's rows for the grid's state (the previous page stays while the next loads), or why not. */
export function ReportView({ title, reportType, snapshotId, columns, state, setState }: ReportViewProps) {
  const gridState = useMemo(() => toGridState(state, columns), [state, columns]);
  const rows = useQuery({
    queryKey: reportKeys.rows(reportType, gridState, snapshotId),
    queryFn: () => fetchReportPage(reportType, gridState, snapshotId),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {rows.error && <ReportErrorAlert error={rows.error} title="The report cannot show this view" />}
      <Suspense fallback={<LinearProgress aria-label="Loading the report grid" />}>
        <ReportGrid
          title={title}
          columns={columns}
          state={state}
          setState={setState}
          page={rows.error ? undefined : rows.data}
          fetching={rows.isFetching}
        />
      </Suspense>
    </Box>
  );
}
