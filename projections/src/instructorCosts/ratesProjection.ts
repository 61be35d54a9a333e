import {
  cellKey,
  instructorRateIdText,
  type InstructorRatesEvent,
  instructorRatesEventTypes,
} from '@tams/domain';
import { derivedId } from '@tams/platform';
import type { Projection } from '../framework/projection.js';
import { instructorRateMatricesTable, instructorRatesTable } from './ratesTables.js';

export const instructorRateIdOf = (periodId: string, typeId: string, rankId: string) =>
  derivedId('instructorRate', instructorRateIdText(periodId, typeId, rankId));

/** The rate matrices of the periods (DESIGN §17): each cell a row, and each period's matrix version. */
export const instructorRatesProjection: Projection = {
  name: 'instructorRates',
  version: 1,
  tables: [instructorRatesTable, instructorRateMatricesTable],
  handles: new Set(instructorRatesEventTypes),
  touches(event, rows) {
    const { AcademicPeriodId } = (event as unknown as InstructorRatesEvent).data;
    rows.want('instructorRateMatrices', AcademicPeriodId);
    rows.wantWhere('instructorRates', 'AcademicPeriodId', AcademicPeriodId);
  },
  apply(event, rows) {
    const typed = event as unknown as InstructorRatesEvent;
    const periodId = typed.data.AcademicPeriodId;
    const matrix = rows.get('instructorRateMatrices', periodId);
    if (matrix && Number(matrix.version) >= event.streamVersion) return;
    const stamp = { updatedAt: event.recordedAt, updatedBy: event.metadata.actorId ?? null };
    const idOf = (cell: { InstructorTypeId: string; RankId: string }) =>
      instructorRateIdOf(periodId, cell.InstructorTypeId, cell.RankId);
    const copied = new Set(typed.data.rates.map(cellKey));
    for (const cell of typed.data.cleared)
      if (!copied.has(cellKey(cell))) rows.delete('instructorRates', idOf(cell));
    for (const rate of typed.data.rates)
      rows.put('instructorRates', {
        id: idOf(rate),
        AcademicPeriodId: periodId,
        ...rate,
        version: event.streamVersion,
        ...stamp,
      });
    rows.put('instructorRateMatrices', {
      id: periodId,
      version: event.streamVersion,
      CopiedFromAcademicPeriodId:
        typed.type === 'InstructorRatesCopied'
          ? typed.data.FromAcademicPeriodId
          : (matrix?.CopiedFromAcademicPeriodId ?? null),
      ...stamp,
    });
  },
};
