import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl, httpClient } from '../providers/httpClient';
import type { CopiedPreferences, MyPreferences, Preference } from './preferenceTypes';

export const myPreferencesKey = (periodId: string) => ['myTeachingPreferences', periodId];

const endpoint = `${apiUrl}/myTeachingPreferences`;

const readMine = (periodId: string) =>
  httpClient(`${endpoint}?AcademicPeriodId=${encodeURIComponent(periodId)}`).then(
    ({ json }) => json as MyPreferences,
  );

/** The caller's preferences for the period (GET /api/myTeachingPreferences?AcademicPeriodId=). */
export function useMyPreferences(periodId: string) {
  return useQuery({ queryKey: myPreferencesKey(periodId), queryFn: () => readMine(periodId) });
}

/**
 * 202: the write is recorded but the read model had not caught up when the API stopped waiting. Read the
 * preferences until they show a newer version than the one written over (a few seconds at most).
 */
async function whenVisible(periodId: string, version: number): Promise<MyPreferences> {
  const deadline = Date.now() + 10_000;
  let latest = await readMine(periodId);
  while (latest.version <= version && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    latest = await readMine(periodId);
  }
  return latest;
}

async function send<T extends MyPreferences>(
  path: string,
  method: 'PUT' | 'POST',
  write: PreferencesWrite,
): Promise<T> {
  const { status, json } = await httpClient(`${endpoint}${path}`, { method, body: JSON.stringify(write) });
  if (status !== 202) return json as T;
  return (await whenVisible(write.AcademicPeriodId, write.version)) as T;
}

/** The answer becomes the page's data at once; the staff's lists and metric show the change too. */
function remember(queryClient: QueryClient, answer: MyPreferences) {
  queryClient.setQueryData(myPreferencesKey(answer.AcademicPeriodId), answer);
  for (const key of ['myPreferenceSubmissions', 'preferenceSubmissions', 'preferenceSubmissionsMetric'])
    void queryClient.invalidateQueries({ queryKey: [key] });
}

export interface PreferencesWrite {
  AcademicPeriodId: string;
  version: number;
}

/** Save draft (PUT), submit, and copy from an earlier period: each answers the preferences as they are now. */
export function usePreferenceWrites() {
  const queryClient = useQueryClient();
  const onSuccess = (answer: MyPreferences) => remember(queryClient, answer);
  const save = useMutation({
    mutationFn: (write: PreferencesWrite & { preferences: Preference[] }) =>
      send<MyPreferences>('', 'PUT', write),
    onSuccess,
  });
  const submit = useMutation({
    mutationFn: (write: PreferencesWrite) => send<MyPreferences>('/submit', 'POST', write),
    onSuccess,
  });
  const copy = useMutation({
    mutationFn: (write: PreferencesWrite & { fromAcademicPeriodId?: string }) =>
      send<CopiedPreferences>('/copy', 'POST', write),
    onSuccess,
  });
  return { save, submit, copy, busy: save.isPending || submit.isPending || copy.isPending };
}
