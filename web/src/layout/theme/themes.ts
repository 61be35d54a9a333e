import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { focusMainContent } from '../focusMainContent';

/** Spec §9: the primary colour when the primary_color setting is unset. */
export const defaultPrimaryColor = '#0736a4';

/** Spec §9: the side drawer is 240 px wide. */
export const drawerWidth = 240;

/** A keyboard user always sees where focus is: an outline in the text colour (white on the app bar). */
const focusRing = { outline: '2px solid currentColor', outlineOffset: 2 };

/**
 * No page is wider than the window (issue 20 item 1). react-admin's layout is `min-width: fit-content`, so one
 * wide table widened the whole document on a phone; here the layout keeps the window's width, flex children
 * may shrink below their content, and what is wider by nature (a table) scrolls inside its own box.
 */
const narrowScreenFit = {
  RaLayout: {
    styleOverrides: {
      root: {
        minWidth: 0,
        '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
      },
    },
  },
  RaList: {
    styleOverrides: {
      root: {
        '& .RaList-main': { minWidth: 0 },
        '& .RaList-content': { overflowX: 'auto' },
      },
    },
  },
  RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap' } } },
  RaFilterForm: { styleOverrides: { root: { flexWrap: 'wrap', minWidth: 0 } } },
  // a table that scrolls sideways on a phone must scroll from the keyboard too (axe:
  // scrollable-region-focusable): its box takes focus, and arrow keys then scroll it
  MuiTableContainer: { defaultProps: { tabIndex: 0 }, styleOverrides: { root: { overflowX: 'auto' } } },
} as object;

/**
 * Status colours that keep 4.5:1 (WCAG AA) as text on the page and under their contrast text as a fill: MUI's
 * dark error (#f44336) was 3.5:1 on react-admin's dark page and under 3:1 on its form toolbar (a red Delete button), an error chip under white text 3.7:1, and its
 * light warning and info fills under white text 3.1 and 3.9; info is darker still for chips on rows tinted in a status
 * colour (issue 20 item 15).
 */
const darkStatusColors = { error: { main: '#ffa4a2' } };
const lightStatusColors = { warning: { main: '#b45309' }, info: { main: '#01579b' } };

/** The help under a disabled or read-only input stays readable: MUI's light disabled grey is 2.3:1. */
const lightDisabledHelp = {
  MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
};

const withBrand = (base: RaThemeOptions, main: string, dark: boolean): RaThemeOptions => ({
  ...base,
  // the dark theme keeps a lighter primary for text and outlines (contrast on a dark page); the app bar
  // (react-admin colours it with `secondary`) carries the institution's colour in both
  palette: {
    ...base.palette,
    ...(dark ? {} : { primary: { main } }),
    secondary: { main },
    ...(dark ? darkStatusColors : lightStatusColors),
  },
  sidebar: { width: drawerWidth, closedWidth: 55 },
  components: {
    ...base.components,
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
    // react-admin's skip button spreads its theme props after its own click handler
    ...({ RaSkipNavigationButton: { defaultProps: { onClick: focusMainContent } } } as object),
    ...narrowScreenFit,
    ...(dark ? {} : lightDisabledHelp),
  },
});

/** The light and dark themes in the institution's colour (spec §4: dark by default). */
export function themesFor(primaryColor: string | undefined) {
  const main = /^#[0-9a-f]{6}$/i.test(primaryColor ?? '') ? primaryColor! : defaultPrimaryColor;
  return {
    lightTheme: withBrand(defaultLightTheme, main, false),
    darkTheme: withBrand(defaultDarkTheme, main, true),
  };
}
