import { Children, isValidElement, type ReactNode } from 'react';
import {
  CreateButton,
  FilterButton,
  List,
  type ListProps,
  TopToolbar,
  useFilterContext,
  useListContext,
  useResourceDefinition,
} from 'react-admin';
import { ActiveFiltersBar } from './ActiveFiltersBar';
import { ListExportButton } from './ListExportButton';
import { type KeptList, listStoreKey } from './listFilterKeeping';

/** react-admin's default list actions, with the Export that says when it exports a filtered list. */
export function AppListActions({ children }: { children?: ReactNode }) {
  const { exporter } = useListContext();
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      {children}
      {hasCreate && <CreateButton />}
      {exporter !== false && <ListExportButton />}
    </TopToolbar>
  );
}

/** The List's filter inputs: its `filters` array, or the inputs of a <Filter> element. */
const filterInputsOf = (filters: ListProps['filters']): ReactNode[] =>
  Array.isArray(filters)
    ? filters
    : isValidElement<{ children?: ReactNode }>(filters)
      ? Children.toArray(filters.props.children)
      : [];

export interface AppListProps extends Omit<ListProps, 'storeKey'> {
  /** A list people come back to mid-task keeps its filters for the session (listFilterKeeping.ts). */
  keep?: KeptList;
}

/**
 * A react-admin List as every TAMS list is: its filters kept only as listFilterKeeping.ts says, the filters
 * that are on shown above the rows with a way to clear them, and an Export that says what it exports.
 */
export function AppList({ keep, children, actions, ...props }: AppListProps) {
  return (
    <List
      storeKey={props.disableSyncWithLocation ? false : listStoreKey(keep)}
      actions={actions ?? <AppListActions />}
      {...props}
    >
      <ActiveFiltersBar filterInputs={filterInputsOf(props.filters)} />
      {children}
    </List>
  );
}
