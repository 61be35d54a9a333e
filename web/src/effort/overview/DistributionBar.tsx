import { Box, Tooltip } from '@mui/material';
import { formatNumber } from '../../shared/records/formatting';
import { categoryColor, categoryKey } from '../effortChartColors';
import type { InstructorEffortRow } from './effortOverviewTypes';

/** "Teaching 60 %, Research 40 %": the bar in words, for its label and its tooltip. */
export const distributionText = (categories: InstructorEffortRow['categories']): string =>
  categories
    .filter((category) => (category.share ?? 0) > 0)
    .map((category) => `${category.name} ${formatNumber(category.share ?? 0)} %`)
    .join(', ') || 'No effort';

/** A faculty member's effort by category as one thin stacked bar (the shares, in the categories' colours). */
export function DistributionBar({ categories }: { categories: InstructorEffortRow['categories'] }) {
  const text = distributionText(categories);
  const shown = categories.filter((category) => (category.share ?? 0) > 0);
  return (
    <Tooltip title={text} describeChild>
      <Box
        role="img"
        aria-label={`Distribution: ${text}`}
        tabIndex={0}
        sx={{
          display: 'flex',
          width: 120,
          height: 12,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
        }}
      >
        {shown.map((category) => (
          <Box
            key={categoryKey(category.EffortCategoryId)}
            sx={{ width: `${category.share}%`, bgcolor: categoryColor(category.color) }}
          />
        ))}
      </Box>
    </Tooltip>
  );
}
