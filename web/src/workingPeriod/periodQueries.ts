import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Identifier, useGetList, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { forgetAuthContext } from '../providers/authContext';
import { apiUrl, httpClient } from '../providers/httpClient';

export interface Period {
  id: string;
  name: string;
}

/** A period call that answers 404 when there is none: null, not an error. */
async function periodOrNone(path: string): Promise<Period | null> {
  try {
    const { json } = await httpClient(`${apiUrl}/academicPeriods/${path}`);
    return json as Period;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

// Under the academicPeriods key, so whatever refreshes periods (e.g. making one system active) refreshes these.
/** The caller's working period, else the system's active one. */
export const useWorkingPeriod = () =>
  useQuery({ queryKey: ['academicPeriods', 'active'], queryFn: () => periodOrNone('active') });

export const useSystemActivePeriod = () =>
  useQuery({ queryKey: ['academicPeriods', 'systemActive'], queryFn: () => periodOrNone('systemActive') });

/** Every period, newest first (spec §7). */
export const usePeriods = (enabled: boolean) =>
  useGetList<Period & { id: Identifier }>(
    'academicPeriods',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'startDate', order: 'DESC' } },
    { enabled },
  );

/**
 * PUT users/{id}/working (null: follow the system's active period again). Everything cached was read for
 * the previous period, so all of it is refreshed and the user starts again from / (as spec §4 does on
 * workingAcademicPeriodUpdated).
 */
export function useSetWorkingPeriod(userId: Identifier | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (periodId: string | null) => {
      await httpClient(`${apiUrl}/users/${encodeURIComponent(String(userId))}/working`, {
        method: 'PUT',
        body: JSON.stringify({ WorkingAcademicPeriodId: periodId }),
      });
    },
    onSuccess: () => {
      forgetAuthContext(); // its progress step is the working period's
      void queryClient.invalidateQueries();
      navigate('/');
    },
    onError: (error: Error) =>
      notify(`Could not change your working academic period: ${error.message}`, { type: 'error' }),
  });
}
