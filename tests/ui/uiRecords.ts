import type { UiSession } from './uiSession.js';

/** A list query string as ra-data-simple-rest writes it (`filter`, `sort`, `range` as JSON). */
export const listQuery = (params: Record<string, unknown>) =>
  `?${Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&')}`;

export type ApiRecord = { id: string; version: number; [field: string]: unknown };

/** A number unique to this run, so the suites can also drive a long-running app (TAMS_UI_TEST_URL). */
export const runId = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`;

/** Reads through the API with the page's session; fails loudly on an error status. */
export async function apiJson<T = ApiRecord>(
  session: UiSession,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const response = await session.api(method, path, data, headers);
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function userNamed(session: UiSession, username: string): Promise<ApiRecord> {
  const [user] = await apiJson<ApiRecord[]>(
    session,
    'GET',
    `/api/users${listQuery({ filter: { username } })}`,
  );
  if (!user) throw new Error(`no user ${username}`);
  return user;
}

/** A user made through the API (for the suites that need someone to act on). */
export function createUser(
  session: UiSession,
  firstName: string,
  lastName: string,
  extra: Record<string, unknown> = {},
): Promise<ApiRecord> {
  const username = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
  return apiJson(session, 'POST', '/api/users', {
    username,
    firstName,
    lastName,
    displayName: `${firstName} ${lastName}`,
    email: `${username}@ui.example.edu`,
    Roles: ['faculty'],
    isFaculty: true,
    ...extra,
  });
}
