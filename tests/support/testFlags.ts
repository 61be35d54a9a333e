import { localModeFeatureFlags } from '@tams/platform';

/**
 * FEATURE_FLAGS for a test server: local mode turns on every module for a newcomer (config.ts), but a test
 * names the flags it runs with, so servers start from the deployed defaults (those off) plus `flags`.
 */
export const testFeatureFlags = (flags = '') =>
  [...localModeFeatureFlags.map((name) => `${name}=false`), ...flags.split(',').filter(Boolean)].join(',');
