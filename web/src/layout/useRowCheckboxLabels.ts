import { useEffect } from 'react';

/**
 * react-admin 5.15's row checkbox (SelectRowCheckbox) gives its `aria-label` to MUI's wrapping span, where
 * ARIA does not allow it, and leaves the checkbox input itself unnamed: axe's aria-prohibited-attr and label
 * on every list with bulk actions (Sections Offered). Until it passes the label to the input, the label is
 * moved there as rows appear. The row checkboxes are the only `.select-item` elements.
 */
function nameRowCheckboxes(root: ParentNode) {
  root.querySelectorAll<HTMLElement>('span.select-item[aria-label]').forEach((wrapper) => {
    const input = wrapper.querySelector('input');
    if (!input) return;
    input.setAttribute('aria-label', wrapper.getAttribute('aria-label')!);
    wrapper.removeAttribute('aria-label');
  });
}

export function useRowCheckboxLabels() {
  useEffect(() => {
    nameRowCheckboxes(document);
    const observer = new MutationObserver(() => nameRowCheckboxes(document));
    observer.observe(document.body, { childList: true, subtree: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
}
