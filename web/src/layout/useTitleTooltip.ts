import { useEffect } from 'react';

/**
 * The top bar's title ends in an ellipsis when it does not fit (a phone's width): its whole text stays in the
 * DOM for screen readers, and here becomes the title's tooltip for everyone else. Pages portal their title
 * into the element, so it is watched rather than read once.
 */
export function useTitleTooltip(id = 'react-admin-title') {
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const update = () => {
      const text = element.textContent?.trim() ?? '';
      if (element.getAttribute('title') !== text) element.setAttribute('title', text);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [id]);
}
