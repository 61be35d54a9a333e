import WebSocket from 'ws';

/** A socket client that keeps every message it receives. */
export interface SocketProbe {
  socket: WebSocket;
  messages: { type: string; payload: any }[];
  /** The job's jobProgress payloads, once one says it finished. */
  finished(jobId: string, timeoutMs?: number): Promise<any[]>;
  close(): void;
}

export function openSocket(url: string, headers: Record<string, string>): Promise<SocketProbe> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/socket`, { headers });
  const messages: SocketProbe['messages'] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  const progressOf = (jobId: string) =>
    messages.filter((m) => m.type === 'jobProgress' && m.payload.jobId === jobId).map((m) => m.payload);
  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({
        socket,
        messages,
        async finished(jobId, timeoutMs = 60_000) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const payloads = progressOf(jobId);
            if (payloads.some((p) => p.state === 'completed' || p.state === 'failed')) return payloads;
            if (Date.now() > deadline)
              throw new Error(`job ${jobId} did not finish: ${JSON.stringify(payloads.slice(-3))}`);
            await new Promise((done) => setTimeout(done, 50));
          }
        },
        close: () => socket.close(),
      }),
    );
    socket.once('unexpected-response', (_, response) => reject(new Error(`refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
}
