import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { GridState } from './gridState';
import {
  createSavedReport,
  deleteSavedReport,
  publishSavedReport,
  reportKeys,
  type SavedReport,
  updateSavedReport,
} from './reportApi';

/** Saved-report writes; each refreshes the lists and the opened report. */
export function useSavedReportActions(reportType: string, saved: SavedReport | undefined) {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    async (id?: string) => {
      await queryClient.invalidateQueries({ queryKey: reportKeys.saved });
      if (id) await queryClient.invalidateQueries({ queryKey: reportKeys.savedOne(id) });
    },
    [queryClient],
  );

  return {
    /** A new saved report of the user's own; its id. */
    saveAs: async (name: string, gridState: GridState) => {
      const created = await createSavedReport({ name, reportType, gridState });
      await refresh();
      return created.id;
    },
    /** The opened report (the user's own) now stores this grid state. */
    save: async (gridState: GridState) => {
      if (!saved) return;
      await updateSavedReport(saved.id, { gridState, version: saved.version });
      await refresh(saved.id);
    },
    rename: async (name: string) => {
      if (!saved) return;
      await updateSavedReport(saved.id, { name, version: saved.version });
      await refresh(saved.id);
    },
    remove: async () => {
      if (!saved) return;
      await deleteSavedReport(saved.id, saved.version);
      queryClient.removeQueries({ queryKey: reportKeys.savedOne(saved.id) });
      await refresh();
    },
    publish: async (publish: boolean) => {
      if (!saved) return;
      await publishSavedReport(saved.id, publish);
      await refresh(saved.id);
    },
  };
}
