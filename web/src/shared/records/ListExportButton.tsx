import { ExportButton, useListContext } from 'react-admin';
import { hasActiveFilters } from './activeFilters';

/**
 * The list's Export: it exports the rows the list shows, all its pages, and says so when a filter is on
 * ("Export 1 filtered row"), so a filtered export is never a surprise (issue 20 item 14).
 */
export function ListExportButton() {
  const { filterValues, total } = useListContext();
  const filtered = hasActiveFilters(filterValues) && total !== undefined;
  const label = filtered ? `Export ${total} filtered ${total === 1 ? 'row' : 'rows'}` : 'Export';
  return <ExportButton label={label} disabled={total === 0} />;
}
