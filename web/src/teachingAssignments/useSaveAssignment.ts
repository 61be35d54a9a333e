import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type RaRecord, useDataProvider } from 'react-admin';
import { type AssignmentWarning, refusalOf, type WriteRefusal } from './teachingAssignmentApi';

export type AssignmentValues = Record<string, unknown>;

/** An assignment to create, or an existing one (with the version it was read at) to change. */
export type AssignmentWrite = { values: AssignmentValues; previous?: RaRecord };

/**
 * Creates or updates a teaching assignment. A 409 with warnings (overload, time conflict) is held in
 * `pendingWarnings` until the user confirms (`confirm()`: the same write with `?confirm=true`) or gives
 * up (`dismiss()`). Any other refusal is in `refusal` (field errors under their inputs).
 */
export function useSaveAssignment(onSaved: (record: RaRecord) => void) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ write: AssignmentWrite; warnings: AssignmentWarning[] }>();
  const [refusal, setRefusal] = useState<WriteRefusal>();
  const [saving, setSaving] = useState(false);

  const send = async (write: AssignmentWrite, confirm: boolean) => {
    setSaving(true);
    setRefusal(undefined);
    const meta = confirm ? { confirm: true } : undefined;
    try {
      const { data } = write.previous
        ? await dataProvider.update('teachingAssignments', {
            id: write.previous.id,
            data: write.values,
            previousData: write.previous,
            meta,
          })
        : await dataProvider.create('teachingAssignments', { data: write.values, meta });
      setPending(undefined);
      await queryClient.invalidateQueries({ queryKey: ['teachingAssignments'] });
      onSaved(data);
    } catch (error) {
      const answer = refusalOf(error);
      if (answer.status === 409 && answer.warnings.length > 0 && !confirm) {
        setPending({ write, warnings: answer.warnings });
      } else {
        setPending(undefined);
        setRefusal(answer);
      }
    } finally {
      setSaving(false);
    }
  };

  return {
    save: (write: AssignmentWrite) => send(write, false),
    confirm: () => (pending ? send(pending.write, true) : Promise.resolve()),
    dismiss: () => setPending(undefined),
    pendingWarnings: pending?.warnings,
    refusal,
    saving,
  };
}
