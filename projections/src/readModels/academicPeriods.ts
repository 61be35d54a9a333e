import { type ActiveAcademicPeriodChanged, academicPeriods } from '@tams/domain';
import { recordProjection } from './recordProjection.js';

/** Academic periods and their terms, with isSystemActive set from the system's active-period stream. */
export const academicPeriodsProjection = recordProjection(academicPeriods, {
  extension: {
    handles: ['ActiveAcademicPeriodChanged'],
    touches(event, rows) {
      const { data } = event as unknown as ActiveAcademicPeriodChanged;
      rows.want('academicPeriods', data.AcademicPeriodId);
      rows.want('academicPeriods', data.previousAcademicPeriodId);
    },
    apply(event, rows) {
      const { data } = event as unknown as ActiveAcademicPeriodChanged;
      const previous =
        data.previousAcademicPeriodId && rows.get('academicPeriods', data.previousAcademicPeriodId);
      if (previous) rows.put('academicPeriods', { ...previous, isSystemActive: false });
      const next = rows.get('academicPeriods', data.AcademicPeriodId);
      if (next) rows.put('academicPeriods', { ...next, isSystemActive: true });
    },
  },
});
