import { spawn } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';

const probeScript = fileURLToPath(new URL('./appInfoProbe.mjs', import.meta.url));

/**
 * The longest a `GET /api/app-info`, asked every 50 ms, waited for its answer while `attack` ran: what
 * every other user of the server would have waited. The probe runs in a process of its own
 * (appInfoProbe.mjs); it starts before the attack and ends with it.
 */
export async function worstAppInfoWait(
  url: string,
  headers: Record<string, string>,
  attack: () => Promise<void>,
): Promise<number> {
  const probe = spawn(process.execPath, [probeScript, url, JSON.stringify(headers)], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  probe.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => probe.once('exit', () => done()));
  // a few quiet probes first
  await new Promise<void>((probing, failed) => {
    probe.stderr.once('data', () => probing());
    void exited.then(() => failed(new Error(`The app-info probe stopped: ${output}`)));
  });
  try {
    await attack();
  } finally {
    probe.stdin.end();
    await exited;
  }
  const answer = JSON.parse(output) as { worst?: number; error?: string };
  if (answer.error !== undefined) throw new Error(answer.error);
  return answer.worst!;
}

/** `count` hostile requests, `concurrency` at a time (each `send(i)` resolves once it is answered). */
export async function inWaves(
  count: number,
  concurrency: number,
  send: (index: number) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await send(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
}

/** A POST answered or refused: its status, the connection error, or 'timeout' after `timeoutMs`. */
export async function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = 60_000,
): Promise<number | string> {
  return fetch(url, {
    method: 'POST',
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  })
    .then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    })
    .catch((error: Error) => (error.name === 'TimeoutError' ? 'timeout' : error.message));
}

/** 1 MB of arrays nested 500,000 deep: a body JSON.parse spends a third of a second on. */
export const deepJson = () => '['.repeat(500_000) + ']'.repeat(500_000);

/**
 * A raw connection that sends the headers of a POST with a `length`-byte body and then one byte at a time,
 * a second apart (a slow client, or a slowloris): resolves when the server closes it, with the seconds it
 * stayed open and what the server answered.
 */
export function slowBody(
  url: string,
  path: string,
  length: number,
  maxSeconds: number,
): { socket: Socket; closed: Promise<{ seconds: number; answer: string }> } {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const opened = performance.now();
  let answer = '';
  let sent = 0;
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
  socket.on('error', () => {});
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n{`,
  );
  const trickle = setInterval(() => {
    sent += 1;
    if (sent >= Math.min(length - 1, maxSeconds) || socket.destroyed) {
      clearInterval(trickle);
      socket.destroy();
    } else socket.write(' ');
  }, 1000);
  const closed = new Promise<{ seconds: number; answer: string }>((done) =>
    socket.once('close', () => {
      clearInterval(trickle);
      done({ seconds: (performance.now() - opened) / 1000, answer });
    }),
  );
  return { socket, closed };
}
