import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { CoverageScope } from './coverageScope';

/** "Need coverage" (uncovered and partial sections) or "All sections". */
export function CoverageScopeToggle({
  value,
  onChange,
}: {
  value: CoverageScope;
  onChange(value: CoverageScope): void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_, next: CoverageScope | null) => next && onChange(next)}
      aria-label="Sections shown"
    >
      <ToggleButton value="needsCoverage">Need coverage</ToggleButton>
      <ToggleButton value="all">All sections</ToggleButton>
    </ToggleButtonGroup>
  );
}
