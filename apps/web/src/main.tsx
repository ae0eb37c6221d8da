import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { App } from './App';
import { AppToaster } from './layout/AppToaster';
import { AuthGate } from './layout/AuthGate';
import { theme } from './theme';

// The gate's spinner and error page show before <Admin> (and its theme) mount.
const gateTheme = createTheme(theme);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={gateTheme}>
      <CssBaseline />
      <AppToaster />
      <AuthGate>{(setup) => <App setup={setup} />}</AuthGate>
    </ThemeProvider>
  </StrictMode>,
);
