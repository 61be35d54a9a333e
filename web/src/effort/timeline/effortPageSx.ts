/**
 * An effort page's root: as wide as the layout gives it, never as wide as its widest table (the layout's
 * content grows to fit its page; `contain: inline-size` keeps a wide table from widening the page at
 * 375 px, so the table scrolls in its own box).
 */
export const effortPageSx = { p: { xs: 1, sm: 2 }, minWidth: 0, contain: 'inline-size' } as const;
