import type { Page } from 'playwright-core';

/**
 * The theme as react-admin's store has it, switched as another tab would (a storage event): the user's
 * saved setting is not written on every page, where quick saves would race their own reads.
 */
export async function showTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate((name) => {
    // react-admin reads the store back when it hears of the change: the value must be there
    localStorage.setItem('RaStore.theme', JSON.stringify(name));
    const event = new StorageEvent('storage', {
      key: 'RaStore.theme',
      newValue: JSON.stringify(name),
      storageArea: localStorage,
    });
    window.dispatchEvent(event);
  }, theme);
  await page
    .getByRole('button', { name: theme === 'light' ? 'Switch to dark theme' : 'Switch to light theme' })
    .waitFor();
}
