import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Outflow's one theme: react-admin's light theme in LinkedIn blue, on a soft grey canvas. */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: '#0a66c2' },
    secondary: { main: '#5c6bc0' },
    background: { default: '#f4f6f8', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: ['Inter', '-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', 'Roboto', 'Arial', 'sans-serif'].join(','),
    h4: { fontWeight: 700, fontSize: '1.75rem' },
  },
  components: {
    ...defaultLightTheme.components,
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600, color: '#5f6b7a' } } },
  },
};
