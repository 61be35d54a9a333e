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

async function writeThemeSetting(theme: ThemeName, attempt = 1): Promise<void> {
  const current = await fetchThemeSetting();
  if (!current) {
    try {
      await httpClient(`${apiUrl}/userSettings`, {
        method: 'POST',
        body: JSON.stringify({ machineName: 'theme', value: theme }),
      });
    } catch (error) {
      // the setting was created a moment ago and the read has not caught up (a quick second toggle): the
      // server refuses a second one, so read again and update it
      if ((error as { status?: number }).status !== 400 || attempt > 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      return writeThemeSetting(theme, attempt + 1);
    }
    return;
  }
  if (current.value === theme) return;
  await httpClient(`${apiUrl}/userSettings/${current.id}`, {
    method: 'PUT',
    body: JSON.stringify({ value: theme }),
    headers: ifMatch(current.version),
  });
}
