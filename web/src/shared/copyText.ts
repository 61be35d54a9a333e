/** Copies text: the Clipboard API where the page may use it, else the selected text (plain http). */
export async function copyText(
  text: string,
  input: HTMLInputElement | HTMLTextAreaElement | null,
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    input?.select();
    return document.execCommand?.('copy') ?? false;
  }
}
