import ClearIcon from '@mui/icons-material/FilterAltOff';
import { Box, Button, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetOne, useGetRecordRepresentation, useListContext } from 'react-admin';
import { type ActiveFilter, activeFilters } from './activeFilters';

/** A reference filter's chip: the record's name once it is read. */
function ReferenceFilterText({ reference }: { reference: NonNullable<ActiveFilter['reference']> }) {
  const { data } = useGetOne(reference.resource, { id: reference.id });
  const representation = useGetRecordRepresentation(reference.resource);
  if (!data) return <>…</>;
  const { optionText } = reference;
  const name =
    typeof optionText === 'function'
      ? optionText(data)
      : typeof optionText === 'string'
        ? String(data[optionText] ?? '')
        : String(representation(data) ?? '');
  return <>{name}</>;
}

function FilterChip({ filter }: { filter: ActiveFilter }) {
  return (
    <Box component="li" sx={{ minWidth: 0, maxWidth: '100%' }}>
      <Chip
        size="small"
        sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        label={
          <>
            {filter.label}:{' '}
            {filter.reference ? <ReferenceFilterText reference={filter.reference} /> : filter.text}
          </>
        }
      />
    </Box>
  );
}

/**
 * Says which filters are on (issue 20 item 14), each by name and value, with "Clear filters" back to the
 * unfiltered list. Nothing when no filter is on. A child of the List (AppList puts it there, with the
 * List's filter inputs, which name the filters).
 */
export function ActiveFiltersBar({ filterInputs }: { filterInputs?: readonly ReactNode[] }) {
  const { filterValues, setFilters } = useListContext();
  const filters = activeFilters(filterValues, filterInputs);
  if (filters.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label="Filters on"
      data-testid="active-filters"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'action.hover',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
        Filtered:
      </Typography>
      <Box
        component="ul"
        aria-label="Active filters"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none', minWidth: 0 }}
      >
        {filters.map((filter) => (
          <FilterChip key={filter.key} filter={filter} />
        ))}
      </Box>
      <Button size="small" startIcon={<ClearIcon />} onClick={() => setFilters({}, {})} sx={{ ml: 'auto' }}>
        Clear filters
      </Button>
    </Box>
  );
}
