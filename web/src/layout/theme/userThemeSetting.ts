import { apiUrl, httpClient, ifMatch } from '../../providers/httpClient';

export type ThemeName = 'dark' | 'light';

interface UserSettingRow {
  id: string;
  machineName: string;
  value: string;
  version: number;
}

/** The signed-in user's theme setting (spec §4: the first item of the theme setting), if they have one. */
export async function fetchThemeSetting(): Promise<UserSettingRow | undefined> {
  const { json } = await httpClient(`${apiUrl}/userSettings/mine`);
  return (json as UserSettingRow[]).find((row) => row.machineName === 'theme');
}

/**
 * Saves the theme as the user's setting: created the first time, then updated against the version just
 * read (the setting lives in the user's stream, whose version moves with every change to the user).
 */
export function saveThemeSetting(theme: ThemeName): Promise<void> {
  // one save at a time: a second toggle waits for the first, then updates what it created
  const save = saving.then(() => writeThemeSetting(theme));
  saving = save.catch(() => undefined);
  return save;
}

let saving: Promise<unknown> = Promise.resolve();

async function writeThemeSetting(theme: ThemeName): Promise<void> {
  const current = await fetchThemeSetting();
  if (!current) {
    await httpClient(`${apiUrl}/userSettings`, {
      method: 'POST',
      body: JSON.stringify({ machineName: 'theme', value: theme }),
    });
    return;
  }
  if (current.value === theme) return;
  await httpClient(`${apiUrl}/userSettings/${current.id}`, {
    method: 'PUT',
    body: JSON.stringify({ value: theme }),
    headers: ifMatch(current.version),
  });
}
