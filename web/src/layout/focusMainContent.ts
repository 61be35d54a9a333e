/**
 * "Skip to main content" (spec §1) leaves the focus on the main area, so a screen reader starts reading
 * there and the next Tab goes to its first control. (react-admin's own skip button focuses and at once
 * blurs it, which leaves the focus on the page body.)
 */
export function focusMainContent(): void {
  const main = document.getElementById('main-content');
  if (!main) return;
  main.setAttribute('tabindex', '-1');
  main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  main.focus();
}
