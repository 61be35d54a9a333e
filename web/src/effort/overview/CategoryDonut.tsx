import { PieChart } from '@mui/x-charts/PieChart';
import { formatNumber } from '../../shared/records/formatting';
import { categoryColor, categoryKey } from '../effortChartColors';
import type { EffortOverview } from './effortOverviewTypes';

/** The period's effort by category as a donut in the categories' colours (its own chunk: see CategoryEffort). */
export default function CategoryDonut({ categories }: { categories: EffortOverview['categories'] }) {
  return (
    <PieChart
      height={220}
      hideLegend
      series={[
        {
          data: categories
            .filter((category) => category.amount > 0)
            .map((category) => ({
              id: categoryKey(category.id),
              value: category.amount,
              label: category.name,
              color: categoryColor(category.color),
            })),
          innerRadius: 55,
          outerRadius: 100,
          paddingAngle: 1,
          cornerRadius: 3,
          valueFormatter: (item) => formatNumber(item.value),
        },
      ]}
    />
  );
}
