import { useState } from 'react';
import { useNotify } from 'react-admin';
import { uuidv7 } from '../providers/uuidv7';
import { refusalOf } from '../teachingAssignments/teachingAssignmentApi';
import { usePreferenceWrites } from './preferenceApi';
import {
  missingChoices,
  newRow,
  type PreferenceRow,
  preferenceOf,
  type RowErrors,
  rowErrorsFrom,
  rowOf,
  sameAsSaved,
} from './preferenceRows';
import { copiedMessage } from './copiedMessage';
import type { MyPreferences } from './preferenceTypes';

/** A refusal of the whole list; `conflict` (409): what the form holds is older than the server's. */
export interface FormProblem {
  message: string;
  conflict: boolean;
}

/**
 * The rows being edited for one period, and the writes (save draft, submit, copy). The rows start from the
 * server's list at one version (`base`), and every write names that version, so a change made elsewhere
 * meanwhile is refused (409) instead of overwritten. A write's answer becomes the new base; a newer list
 * read while nothing is edited does too; with edits it waits for the user's Reload.
 */
export function usePreferencesForm(data: MyPreferences, onReload: () => Promise<MyPreferences | undefined>) {
  const notify = useNotify();
  const writes = usePreferenceWrites();
  const [base, setBase] = useState(data);
  const [rows, setRows] = useState(() => data.preferences.map(rowOf));
  const [rowErrors, setRowErrors] = useState<Record<number, RowErrors>>({});
  const [problem, setProblem] = useState<FormProblem>();
  const dirty = !sameAsSaved(rows, base.preferences);
  const adopt = (fresh: MyPreferences) => {
    setBase(fresh);
    setRows(fresh.preferences.map(rowOf));
    setRowErrors({});
    setProblem(undefined);
  };
  if (data.version !== base.version && !dirty) adopt(data);
  const period = { AcademicPeriodId: data.AcademicPeriodId };

  const refused = (error: unknown) => {
    const refusal = refusalOf(error);
    const { rows: byRow, general } = rowErrorsFrom(refusal.errors);
    setRowErrors(byRow);
    const conflict = refusal.status === 409 || refusal.status === 412;
    const onRows = Object.keys(byRow).length > 0;
    setProblem({
      message:
        onRows && general.length === 0 ? 'Some preferences need a change: see below.' : refusal.message,
      conflict,
    });
  };

  const saveDraft = async (quiet = false): Promise<MyPreferences | undefined> => {
    const missing = missingChoices(rows);
    if (Object.keys(missing).length > 0) {
      setRowErrors(missing);
      setProblem({ message: 'Some preferences need a term and a teaching mode.', conflict: false });
      return undefined;
    }
    setProblem(undefined);
    try {
      const answer = await writes.save.mutateAsync({
        ...period,
        preferences: rows.map(preferenceOf),
        version: base.version,
      });
      adopt(answer);
      if (!quiet) notify('Draft saved', { type: 'info' });
      return answer;
    } catch (error) {
      refused(error);
      return undefined;
    }
  };

  return {
    rows,
    rowErrors,
    problem,
    dirty,
    busy: writes.busy,
    change(index: number, patch: Partial<PreferenceRow>) {
      setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
      setRowErrors((current) => {
        const left = { ...current[index] };
        for (const field of Object.keys(patch)) delete left[field as keyof RowErrors];
        return { ...current, [index]: left };
      });
    },
    add(AcademicTermId?: string) {
      setRows((current) => [...current, newRow(uuidv7(), AcademicTermId)]);
    },
    remove(index: number) {
      setRows((current) => current.filter((_, at) => at !== index));
      setRowErrors({}); // they name places in the list, which moved
    },
    saveDraft: () => saveDraft(),
    async submit() {
      const saved = dirty ? await saveDraft(true) : base;
      if (!saved) return;
      try {
        adopt(await writes.submit.mutateAsync({ ...period, version: saved.version }));
        notify('Preferences submitted', { type: 'success' });
      } catch (error) {
        refused(error);
      }
    },
    async copy(from: { AcademicPeriodId: string; name: string }) {
      setProblem(undefined);
      try {
        const answer = await writes.copy.mutateAsync({
          ...period,
          fromAcademicPeriodId: from.AcademicPeriodId,
          version: base.version,
        });
        adopt(answer);
        notify(copiedMessage(answer, from.name, data.periodName), { type: 'info' });
      } catch (error) {
        refused(error);
      }
    },
    /** The server's list as it is now, over the edits (after a 409). */
    async reload() {
      const fresh = await onReload();
      if (fresh) adopt(fresh);
    },
  };
}

export type PreferencesForm = ReturnType<typeof usePreferencesForm>;
