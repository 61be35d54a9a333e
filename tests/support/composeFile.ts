import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { load } from 'js-yaml';

const root = resolve(import.meta.dirname, '../..');

export interface ComposeService {
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: { test: string | string[] };
  command?: string[];
  [key: string]: unknown;
}
export interface ComposeFile {
  services: Record<string, ComposeService>;
  [key: string]: unknown;
}

/** docker-compose.yml as Compose reads it: anchors and `<<` merges resolved, nothing interpolated yet. */
export const readComposeFile = (): ComposeFile =>
  load(readFileSync(resolve(root, 'docker-compose.yml'), 'utf8')) as ComposeFile;

/**
 * Compose's interpolation of `text` from the operator's `env`: `$VAR`, `${VAR}`, `${VAR:-default}` (unset or
 * empty), `${VAR-default}` (unset), `${VAR:?message}` / `${VAR?message}` (refused), `$$` (a `$`).
 */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(
    /\$(?:\$|([A-Za-z_]\w*)|\{([A-Za-z_]\w*)(?:(:?)([-?])([^}]*))?\})/g,
    (whole, bare?: string, name?: string, colon?: string, operator?: string, word = '') => {
      if (whole === '$$') return '$';
      const value = env[(bare ?? name)!];
      const missing = value === undefined || (colon === ':' && value === '');
      if (operator === '-') return missing ? word : value!;
      if (operator === '?' && missing) throw new Error(`required variable ${name} is missing: ${word}`);
      return value ?? '';
    },
  );
}

/** A service's environment after interpolation, as its container gets it. */
export function serviceEnvironment(
  compose: ComposeFile,
  service: string,
  env: Record<string, string | undefined>,
): Record<string, string> {
  const environment = compose.services[service]?.environment ?? {};
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [name, interpolate(String(value ?? ''), env)]),
  );
}

/** The image's final stage (Dockerfile): its environment (ENV) and its command (CMD, exec form). */
export function imageOf(): { env: Record<string, string>; command: string[] } {
  const stages = readFileSync(resolve(root, 'Dockerfile'), 'utf8').split(/^FROM /m);
  const lines = stages.at(-1)!.split('\n');
  const env = Object.fromEntries(
    lines
      .filter((line) => line.startsWith('ENV '))
      .map((line) => /^ENV (\w+)=(\S*)/.exec(line)!.slice(1, 3) as [string, string]),
  );
  const cmd = lines.find((line) => line.startsWith('CMD '));
  return { env, command: JSON.parse(cmd!.slice(4)) as string[] };
}

/** The exec form of a health check's test (`['CMD', ...]`), as argv. */
export function healthCheckCommand(service: ComposeService): string[] {
  const test = service.healthcheck?.test;
  if (!Array.isArray(test) || test[0] !== 'CMD') throw new Error(`no exec-form health check: ${test}`);
  return test.slice(1);
}
