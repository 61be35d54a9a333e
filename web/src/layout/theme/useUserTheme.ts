import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGetIdentity, useNotify, useTheme } from 'react-admin';
import { fetchThemeSetting, saveThemeSetting, type ThemeName } from './userThemeSetting';

export const themeSettingQueryKey = ['userSettings', 'mine', 'theme'];

/**
 * The theme follows the signed-in user's setting (dark when they have none, spec §4); toggling saves it.
 * react-admin keeps the choice in local storage too, which is what the login page shows.
 */
export function useUserTheme() {
  const [theme, setTheme] = useTheme('dark');
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const setting = useQuery({
    queryKey: [...themeSettingQueryKey, identity?.id],
    queryFn: fetchThemeSetting,
    enabled: identity?.id !== undefined,
  });
  const saved = setting.isSuccess ? ((setting.data?.value as ThemeName | undefined) ?? 'dark') : undefined;

  useEffect(() => {
    if (saved) setTheme(saved);
  }, [saved, setTheme]);

  const current: ThemeName = theme === 'light' ? 'light' : 'dark';
  const toggle = () => {
    const next: ThemeName = current === 'dark' ? 'light' : 'dark';
    setTheme(next);
    saveThemeSetting(next).then(
      () => setting.refetch(),
      (error: Error) => notify(`Could not save your theme: ${error.message}`, { type: 'error' }),
    );
  };
  return { theme: current, toggle };
}
