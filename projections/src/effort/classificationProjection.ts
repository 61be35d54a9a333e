import {
  type ClassificationRule,
  type ClassKey,
  classify,
  classKeyText,
  type EffortActualsRecorded,
  type EffortTypeCodes,
  effortRules,
  effortTypes,
  eventTypesOf,
  rulesInOrder,
} from '@tams/domain';
import type { RecordedEvent } from '@tams/event-store';
import { derivedId } from '@tams/platform';
import type { Row } from '../framework/batchRows.js';
import type { Projection } from '../framework/projection.js';
import { effortClassKeysTable } from './effortTables.js';

export const classKeyIdOf = (key: ClassKey) => derivedId('effortClassKey', classKeyText(key));

const ruleAndTypeEvents = [effortRules, effortTypes].flatMap((definition) =>
  Object.values(eventTypesOf(definition)),
);

const classificationOf = (key: Row, rules: ClassificationRule[], types: EffortTypeCodes[]) =>
  classify(key as unknown as ClassKey, rules, types);

const changed = (row: Row, next: Record<string, unknown>) =>
  Object.entries(next).some(([column, value]) => (row[column] ?? null) !== value);

/**
 * Classification, derived here and never stored in the import events (DESIGN §14): each class key (the
 * cost center, earnings code and position title rows share) holds what the rules say now. New keys are
 * classified as their rows arrive; a change to any rule or effort type reclassifies every key. It runs
 * after the rules' and types' own record projections in the combined `effort` projection, so it sees
 * the rule as the event leaves it.
 */
export const classificationProjection: Projection = {
  name: 'effortClassKeys',
  version: 1,
  tables: [effortClassKeysTable],
  handles: new Set(['EffortActualsRecorded', ...ruleAndTypeEvents]),
  touches(event, rows) {
    rows.wantAll('effortRules');
    rows.wantAll('effortTypes');
    if (event.type === 'EffortActualsRecorded')
      for (const row of (event as unknown as EffortActualsRecorded).data.rows)
        rows.want('effortClassKeys', classKeyIdOf(row));
    else rows.wantAll('effortClassKeys');
  },
  apply(event: RecordedEvent, rows) {
    const rules = rulesInOrder(rows.all('effortRules') as unknown as ClassificationRule[]);
    const types = rows.all('effortTypes') as unknown as EffortTypeCodes[];
    if (event.type === 'EffortActualsRecorded') {
      for (const row of (event as unknown as EffortActualsRecorded).data.rows) {
        const id = classKeyIdOf(row);
        if (rows.get('effortClassKeys', id)) continue;
        const key = {
          id,
          CostCenter: row.CostCenter,
          EarnCode: row.EarnCode,
          PositionTitle: row.PositionTitle,
        };
        rows.put('effortClassKeys', { ...key, ...classificationOf(key, rules, types) });
      }
      return;
    }
    for (const key of rows.all('effortClassKeys')) {
      const next = classificationOf(key, rules, types);
      if (changed(key, next as unknown as Record<string, unknown>))
        rows.put('effortClassKeys', { ...key, ...next });
    }
  },
};
