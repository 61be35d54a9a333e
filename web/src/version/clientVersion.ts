/**
 * The version this build of the web app was made from. Unit tests load the module without vite's `define`,
 * hence the typeof guard.
 */
export const clientVersion: string = typeof __TAMS_VERSION__ === 'string' ? __TAMS_VERSION__ : 'unbuilt';

const leadingParts = /^(\d+)\.(\d+)\.(\d+)/;

/**
 * Spec §2: versions are compared on three parts, the leading major.minor.patch numbers; a fourth part or a
 * suffix (2025.5.0.1, 2025.5.0-hotfix.1) does not make a difference. Anything else is compared as is.
 */
export function sameVersion(a: string, b: string): boolean {
  const left = leadingParts.exec(a);
  const right = leadingParts.exec(b);
  if (!left || !right) return a === b;
  return [1, 2, 3].every((part) => Number(left[part]) === Number(right[part]));
}
