import { MenuItem, TextField } from '@mui/material';
import type { ReportColumn } from './reportApi';

/** Grouping as a plain control (besides the grid's column menus and drop zone): keyboard- and test-friendly. */
export function GroupBySelect({
  columns,
  grouping,
  onChange,
}: {
  columns: ReportColumn[];
  grouping: string[];
  onChange(grouping: string[]): void;
}) {
  const labelOf = (id: string) => columns.find((column) => column.id === id)?.label ?? id;
  return (
    <TextField
      select
      size="small"
      id="report-group-by"
      data-testid="report-group-by"
      label="Group by"
      value={grouping}
      sx={{ minWidth: 180, maxWidth: 360 }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as string[]).map(labelOf).join(' › '),
        },
      }}
      onChange={(event) => {
        const value = event.target.value as unknown;
        onChange(typeof value === 'string' ? value.split(',') : (value as string[]));
      }}
    >
      {columns.map((column) => (
        <MenuItem key={column.id} value={column.id}>
          {column.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
