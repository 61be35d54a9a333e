import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSocket, signedOutCloseCode, type SocketLike, socketTimings, socketUrl } from './liveSocket';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  closed = false;
  constructor(readonly url: string) {}
  close() {
    this.closed = true;
    this.onclose?.({});
  }
}

describe('LiveSocket', () => {
  let opened: FakeSocket[];
  let live: LiveSocket;
  beforeEach(() => {
    vi.useFakeTimers();
    opened = [];
    live = new LiveSocket(
      () => 'ws://tams.test/api/socket',
      (url) => {
        const socket = new FakeSocket(url);
        opened.push(socket);
        return socket;
      },
    );
  });
  afterEach(() => vi.useRealTimers());

  it('connects on the first subscriber, hands each message to the handlers of its type, closes on the last', () => {
    const progress = vi.fn();
    const other = vi.fn();
    const stop = live.subscribe('jobProgress', progress);
    const stopOther = live.subscribe('resourceChanged', other);
    expect(opened).toHaveLength(1);
    opened[0]!.onopen?.({});
    opened[0]!.onmessage?.({ data: JSON.stringify({ type: 'jobProgress', payload: { progress: 40 } }) });
    opened[0]!.onmessage?.({ data: 'not json' });
    expect(progress).toHaveBeenCalledWith({ progress: 40 });
    expect(other).not.toHaveBeenCalled();
    stop();
    expect(opened[0]!.closed).toBe(false);
    stopOther();
    expect(opened[0]!.closed).toBe(true);
    expect(live.status).toBe('closed');
  });

  it('reconnects after 1 s, doubling up to 5 s, and starts again at 1 s once connected', () => {
    const statuses: string[] = [];
    live.onStatus((status) => statuses.push(status));
    live.subscribe('jobProgress', () => {});
    const delays: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const count = opened.length;
      opened.at(-1)!.onclose?.({});
      let waited = 0;
      while (opened.length === count) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 4000, 5000, 5000]);
    opened.at(-1)!.onopen?.({});
    opened.at(-1)!.onclose?.({});
    vi.advanceTimersByTime(socketTimings.reconnectMinMs);
    expect(opened).toHaveLength(7);
    expect(statuses).toContain('open');
  });

  it('does not retry once the server says the session ended (4401)', () => {
    live.subscribe('jobProgress', () => {});
    opened[0]!.onopen?.({});
    opened[0]!.onclose?.({ code: signedOutCloseCode });
    vi.advanceTimersByTime(socketTimings.reconnectMaxMs * 2);
    expect(opened).toHaveLength(1);
    expect(live.status).toBe('closed');
  });

  it('gives up on an attempt that does not open within 20 s', () => {
    live.subscribe('jobProgress', () => {});
    vi.advanceTimersByTime(socketTimings.connectTimeoutMs - 1);
    expect(opened[0]!.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(opened[0]!.closed).toBe(true);
  });

  it("follows the page's protocol: wss over https, ws over http", () => {
    expect(socketUrl({ protocol: 'https:', host: 'tams.example.edu' })).toBe(
      'wss://tams.example.edu/api/socket',
    );
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/socket');
  });
});
