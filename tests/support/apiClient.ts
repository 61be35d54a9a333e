import { checkExchange } from './openApiCheck.js';

/** A small HTTP client for tests: keeps the session cookie like a browser, answers status + headers + JSON. */
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    /** The session cookie (`tams_session=...`); a second client with the same value is the same session. */
    public cookie = '',
  ) {}

  async signIn(username: string): Promise<this> {
    const response = await this.request('POST', '/api/auth/dev', { username });
    if (response.status !== 200)
      throw new Error(`sign-in as ${username} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return this;
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined && typeof body !== 'string' ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('tams_session='));
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const sentType = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    await checkExchange(
      {
        method,
        path,
        body,
        contentType: sentType ?? (typeof body === 'string' ? undefined : 'application/json'),
      },
      { status: response.status, contentType: response.headers.get('content-type'), body: parsed },
    );
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get = <T = any>(path: string, headers?: Record<string, string>) =>
    this.request<T>('GET', path, undefined, headers);
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', path, body, headers);
  put = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('PUT', path, body, headers);
  delete = <T = any>(path: string, headers?: Record<string, string>) =>
    this.request<T>('DELETE', path, undefined, headers);
}

/** `?filter=...&sort=...` from objects, JSON-encoded as both list dialects expect. */
export const listQuery = (params: Record<string, unknown>) =>
  `?${Object.entries(params)
    .map(
      ([key, value]) =>
        `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
    )
    .join('&')}`;
