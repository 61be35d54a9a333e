import { SearchInput } from 'react-admin';

/**
 * A list's free-text search (`q`, always shown), its words never cut off (issue 20 item 12): the field is
 * as wide as its placeholder needs, up to the width of the filter bar. `label`, the accessible name and
 * tooltip, carries the full words where the placeholder is a shorter form of them; a placeholder wider
 * than a narrow screen ends in "…" rather than mid-word.
 */
export function listSearchInput(placeholder: string, label: string = placeholder) {
  return (
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={placeholder}
      slotProps={{ htmlInput: { 'aria-label': label, title: label } }}
      sx={{
        // ch: the width of a digit, wider than most letters; 64px: the field's padding and its search icon
        width: `calc(${placeholder.length}ch + 64px)`,
        maxWidth: '100%',
        '& input': { textOverflow: 'ellipsis' },
      }}
    />
  );
}
