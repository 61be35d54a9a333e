import { useCallback } from 'react';
import { useStoreContext } from 'react-admin';

/**
 * Which lists keep their search, filters, sort and page (issue 20 item 14: Instructors reopened filtered to
 * one person, and Export then gave one row).
 *
 * - Lists people come back to mid-task keep them in react-admin's store for the session (it is emptied at
 *   logout): Sections Offered while planning, Section Assignments while assigning. Back from a section, or
 *   after saving one, finds the list as it was left.
 * - Every other list (people, courses, value lists, ...) keeps them only in its URL: the browser's Back
 *   returns to the filtered list, any fresh visit opens it unfiltered.
 * - A menu click opens a list as the menu means it, unfiltered, whatever was kept (AppMenu forgets it).
 *
 * Every list shows the filters that are on, with a way to clear them (AppList, ActiveFiltersBar).
 */
export const keptLists = {
  sections: { path: '/sections', storeKey: 'sections.listParams' },
  sectionAssignments: { path: '/sectionAssignments', storeKey: 'sectionAssignments.sections' },
} as const;

export type KeptList = keyof typeof keptLists;

/** Where a list keeps its params in the store (its `storeKey`); false: in the URL only. */
export const listStoreKey = (kept: KeptList | undefined): string | false =>
  kept ? keptLists[kept].storeKey : false;

/** Forgets what the list at a menu path kept, so that the menu opens it unfiltered. */
export function useForgetKeptFilters(): (path: string) => void {
  const store = useStoreContext();
  return useCallback(
    (path: string) => {
      for (const { path: listPath, storeKey } of Object.values(keptLists)) {
        if (listPath === path) store.removeItem(storeKey);
      }
    },
    [store],
  );
}
