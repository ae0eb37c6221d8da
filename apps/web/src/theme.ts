import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

const PRIMARY = '#0a66c2';

/** Every focusable control shows where the keyboard is: a clear ring, not only a faint ripple. */
const FOCUS_RING = { outline: `2px solid ${PRIMARY}`, outlineOffset: 2 } as const;

/**
 * Outflow's one theme: react-admin's light theme in LinkedIn blue, on a soft grey canvas. The
 * secondary colour is LinkedIn's dark blue, so nothing stands out in another hue; every control
 * shows a focus ring; a progress bar's empty track is grey, so 0 % never reads as a full bar.
 */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: PRIMARY },
    secondary: { main: '#004182' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
    // MUI's default info, warning and error hues are too light for text on white or on the grey
    // canvas (axe: under 4.5:1); these read at 4.6:1 or more on both.
    info: { main: '#01579b' },
    warning: { main: '#b45309' },
    error: { main: '#c62828' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: ['Inter', '-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', 'Roboto', 'Arial', 'sans-serif'].join(
      ',',
    ),
    h4: { fontWeight: 700, fontSize: '1.75rem' },
  },
  components: {
    ...defaultLightTheme.components,
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': { ...FOCUS_RING, borderRadius: 2 } } } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
    },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600, color: '#5f6b7a' } } },
    // A default avatar's initials (on MUI's light grey they read at 1.7:1).
    MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#616161' } } },
    MuiLinearProgress: { styleOverrides: { root: { backgroundColor: '#e3e7ec' } } },
    // A switch's focus shows on its track, where the eye is, rather than on the small thumb area.
    MuiSwitch: {
      styleOverrides: {
        root: { '&:has(.Mui-focusVisible)': { ...FOCUS_RING, borderRadius: 12 } },
        switchBase: { '&.Mui-focusVisible': { outline: 'none' } },
      },
    },
  },
};
