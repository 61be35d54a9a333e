import { describe, expect, it } from 'vitest';
import { outcomeOfError } from './mailDelivery.js';
import { RatePacer } from './ratePacer.js';

describe('what an SMTP failure means', () => {
  it('a 4xx reply is temporary, a 5xx reply is not', () => {
    expect(outcomeOfError({ responseCode: 451, message: '451 try later' })).toEqual({
      kind: 'temporary',
      reason: '451 try later',
    });
    expect(outcomeOfError({ responseCode: 550, message: '550 no such user' }).kind).toBe('permanent');
  });

  it('a server never reached is temporary; a connection lost on the way is not known; anything else is not', () => {
    expect(
      outcomeOfError({ code: 'ECONNECTION', originalCode: 'ECONNREFUSED', message: 'refused' }).kind,
    ).toBe('temporary');
    expect(outcomeOfError({ code: 'EDNS', message: 'no such host' }).kind).toBe('temporary');
    // the server may have taken the message before the connection dropped: never sent again by itself
    expect(outcomeOfError({ code: 'ECONNECTION', message: 'Connection closed unexpectedly' }).kind).toBe(
      'uncertain',
    );
    expect(outcomeOfError({ code: 'ETIMEDOUT', message: 'timed out' }).kind).toBe('uncertain');
    expect(outcomeOfError({ code: 'EENVELOPE', message: 'no recipients' }).kind).toBe('permanent');
  });
});

describe('the rate of sending', () => {
  it('spaces messages 1/rate seconds apart', async () => {
    let now = 1000;
    const waits: number[] = [];
    const pacer = new RatePacer(
      4,
      () => now,
      async (ms) => {
        waits.push(ms);
        now += ms;
      },
    );
    for (let index = 0; index < 4; index++) await pacer.turn();
    expect(waits).toEqual([250, 250, 250]);
    now += 1000; // idle for a while: the next one goes at once
    await pacer.turn();
    expect(waits).toHaveLength(3);
  });
});
