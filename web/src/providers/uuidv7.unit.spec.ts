import { describe, expect, it } from 'vitest';
import { uuidv7 } from './uuidv7';

describe('uuidv7', () => {
  it('is a version 7 UUID that starts with the time, so later ids sort after earlier ones', () => {
    const id = uuidv7(Date.UTC(2026, 10, 22));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id.slice(0, 13).replace('-', '')).toBe(Date.UTC(2026, 10, 22).toString(16).padStart(12, '0'));
    expect(uuidv7(Date.UTC(2026, 10, 23)) > id).toBe(true);
  });
});
