import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Spec §9: primary colour #0736a4 (react-admin's app bar uses the secondary colour: the same). */
const brand = { main: '#0736a4' };

/** A keyboard user always sees where focus is: an outline in the text colour (white on the app bar). */
const focusRing = { outline: '2px solid currentColor', outlineOffset: 2 };

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: brand, secondary: brand },
  components: {
    ...defaultTheme.components,
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
  },
};
