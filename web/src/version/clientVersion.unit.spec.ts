import { describe, expect, it } from 'vitest';
import { sameVersion } from './clientVersion';

describe('sameVersion', () => {
  it('matches equal versions', () => {
    expect(sameVersion('2025.5.0', '2025.5.0')).toBe(true);
  });

  it('tells versions apart on any of the three parts', () => {
    expect(sameVersion('2025.5.0', '2026.5.0')).toBe(false);
    expect(sameVersion('2025.5.0', '2025.6.0')).toBe(false);
    expect(sameVersion('2025.5.0', '2025.5.7')).toBe(false);
    expect(sameVersion('2025.5.0', '2025.5.10')).toBe(false);
  });

  it('ignores a fourth part and a suffix after the three parts', () => {
    expect(sameVersion('2025.5.0', '2025.5.0.1')).toBe(true);
    expect(sameVersion('2025.5.0-hotfix.1', '2025.5.0')).toBe(true);
    expect(sameVersion('2025.5.0+build.7', '2025.5.0.3')).toBe(true);
  });

  it('compares the parts as numbers', () => {
    expect(sameVersion('2025.05.0', '2025.5.00')).toBe(true);
    expect(sameVersion('2025.5.1', '2025.5.10')).toBe(false);
  });

  it('compares versions without three numeric parts as they are', () => {
    expect(sameVersion('unbuilt', 'unbuilt')).toBe(true);
    expect(sameVersion('unbuilt', '2025.5.0')).toBe(false);
    expect(sameVersion('2025.5', '2025.5.0')).toBe(false);
  });
});
