import { fetchUtils } from 'react-admin';
import { currentAsOf, withAsOf } from '../history/asOf';

/** Every API call is relative to the page's origin (the API serves the app; vite proxies /api in dev). */
export const apiUrl = '/api';

/**
 * JSON over fetch with the session cookie (same origin). Errors reject with react-admin's HttpError whose
 * `message` is the server's `message` and whose `body.errors` holds field errors (shown beside inputs).
 * While the page shows the past (`?asOf=` in its address), the reads that can answer it carry the instant.
 */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return fetchUtils.fetchJson(withAsOf(url, options.method, currentAsOf()), {
    ...options,
    headers,
    credentials: 'same-origin',
  });
}

/** `If-Match: "<version>"`: the server refuses the write (412) when the record changed since it was read. */
export const ifMatch = (version: unknown): Record<string, string> =>
  typeof version === 'number' ? { 'If-Match': `"${version}"` } : {};
