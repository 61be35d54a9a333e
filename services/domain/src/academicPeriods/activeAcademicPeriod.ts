import type { Decider, DomainEvent } from '@tams/event-store';

/** The system's active academic period: one stream for the whole installation. */
export const activeAcademicPeriodStreamId = 'system-activeAcademicPeriod';

export type ActiveAcademicPeriodChanged = DomainEvent<
  'ActiveAcademicPeriodChanged',
  { AcademicPeriodId: string; previousAcademicPeriodId: string | null }
>;

export interface ActiveAcademicPeriodState {
  AcademicPeriodId: string | null;
}

/** The caller has checked that the period exists (it lives in another stream). */
export interface SetActiveAcademicPeriod {
  type: 'SetActiveAcademicPeriod';
  AcademicPeriodId: string;
}

export const activeAcademicPeriodDecider: Decider<
  ActiveAcademicPeriodState,
  SetActiveAcademicPeriod,
  ActiveAcademicPeriodChanged
> = {
  initialState: () => ({ AcademicPeriodId: null }),
  evolve: (_state, event) => ({ AcademicPeriodId: event.data.AcademicPeriodId }),
  decide: (command, state) =>
    command.AcademicPeriodId === state.AcademicPeriodId
      ? []
      : [
          {
            type: 'ActiveAcademicPeriodChanged',
            data: {
              AcademicPeriodId: command.AcademicPeriodId,
              previousAcademicPeriodId: state.AcademicPeriodId,
            },
          },
        ],
};
