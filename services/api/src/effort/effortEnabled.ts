import type { AppContext } from '../context.js';

/**
 * Whether effort management is on (aemEnabled, DESIGN §14): only then do the expected teaching shares of
 * periods that use advanced effort set faculty members' required points, wherever workload is shown.
 */
export const workloadOptionsOf = (deps: AppContext) => ({
  effortEnabled: deps.config.featureFlags.aemEnabled === true,
});
