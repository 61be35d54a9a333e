import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { type EffortRule, type RuleValues, unclassifiedKey } from './effortRulesApi';
import type { SequenceWrite } from './ruleSequence';

const rereadUnclassifiedAfterMs = [1000, 3000];

/**
 * Writes to the rules (through the dataProvider: the version read goes as If-Match), then reads the rules
 * and the unclassified rows again, since every rule change reclassifies rows.
 */
export function useRuleWrites() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['effortRules'] }),
      queryClient.invalidateQueries({ queryKey: unclassifiedKey }),
    ]);
    // the rows are classified again by a projection that may finish after the rule shows: read them again
    for (const delay of rereadUnclassifiedAfterMs)
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: unclassifiedKey }), delay);
  }, [queryClient]);

  const save = useCallback(
    async (values: RuleValues, existing?: EffortRule) => {
      try {
        if (existing)
          await dataProvider.update('effortRules', {
            id: existing.id,
            data: { ...values, id: existing.id },
            previousData: existing,
          });
        else await dataProvider.create('effortRules', { data: values });
      } finally {
        await refresh();
      }
    },
    [dataProvider, refresh],
  );

  const remove = useCallback(
    async (rule: EffortRule) => {
      try {
        await dataProvider.delete('effortRules', { id: rule.id, previousData: rule });
      } finally {
        await refresh();
      }
    },
    [dataProvider, refresh],
  );

  /** The writes of a move, one after another (a renumbering is several). */
  const resequence = useCallback(
    async (writes: SequenceWrite[], rules: readonly EffortRule[]) => {
      try {
        for (const write of writes) {
          const rule = rules.find((candidate) => candidate.id === write.id)!;
          await dataProvider.update('effortRules', {
            id: rule.id,
            data: { ...rule, sequence: write.sequence },
            previousData: rule,
          });
        }
      } finally {
        await refresh();
      }
    },
    [dataProvider, refresh],
  );

  return { save, remove, resequence, refresh };
}
