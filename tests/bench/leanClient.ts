import http from 'node:http';

/**
 * The bench's HTTP client: node:http with a keep-alive agent. Node's fetch costs several times more CPU
 * per request, and on a 2-core machine the load generator's CPU is taken from the server it measures.
 */
export class LeanClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  private cookie = '';

  constructor(private readonly baseUrl: string) {}

  async signIn(username: string): Promise<this> {
    const response = await this.request('POST', '/api/auth/dev', { username });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
    return this;
  }

  request(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: any; headers: http.IncomingHttpHeaders }> {
    const url = new URL(path, this.baseUrl);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent: this.agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          method,
          headers: {
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
            ...(this.cookie ? { cookie: this.cookie } : {}),
          },
        },
        (response) => {
          const setCookie = response.headers['set-cookie']?.find((value) =>
            value.startsWith('tams_session='),
          );
          if (setCookie) this.cookie = setCookie.split(';')[0]!;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: response.statusCode ?? 0,
              body: text ? JSON.parse(text) : undefined,
              headers: response.headers,
            });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body: unknown) => this.request('POST', path, body);
  put = (path: string, body: unknown) => this.request('PUT', path, body);

  close(): void {
    this.agent.destroy();
  }
}
