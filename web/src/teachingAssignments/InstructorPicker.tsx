import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import { formatNumber } from '../shared/records/formatting';

/** A row of GET /api/instructors, as far as picking one needs it. */
export interface InstructorOption {
  id: string;
  name: string;
  isActive?: boolean;
  pointsAssigned?: number;
  pointsRequired?: number | null;
}

const loadText = (option: InstructorOption) =>
  option.pointsRequired == null
    ? `${formatNumber(option.pointsAssigned ?? 0)} points assigned`
    : `${formatNumber(option.pointsAssigned ?? 0)} of ${formatNumber(option.pointsRequired)} points`;

/** An instructor of the working period, found by name as it is typed (inactive faculty cannot be picked). */
export function InstructorPicker({
  value,
  onChange,
  error,
}: {
  value: InstructorOption | null;
  onChange(value: InstructorOption | null): void;
  error?: string;
}) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const instructors = useGetList<InstructorOption>('instructors', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' },
    filter: search && search !== value?.name ? { q: search } : {},
  });
  return (
    <Autocomplete
      options={instructors.data ?? []}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      getOptionLabel={(option) => option.name}
      getOptionDisabled={(option) => option.isActive === false}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      filterOptions={(options) => options}
      loading={instructors.isFetching}
      noOptionsText={search ? `No instructor matches "${search}"` : 'No instructors'}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography>{option.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {option.isActive === false ? 'Inactive' : loadText(option)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Instructor"
          required
          error={Boolean(error)}
          helperText={error}
          autoFocus
        />
      )}
    />
  );
}
