import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
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
      {/*
        Real paths (/team?account_id=…), not react-admin's default hash router. The router mounts
        after the gate, so it starts from the address the gate rewrote after a ?code= return.
      */}
      <AuthGate>
        {(setup) => (
          <BrowserRouter>
            <App setup={setup} />
          </BrowserRouter>
        )}
      </AuthGate>
    </ThemeProvider>
  </StrictMode>,
);
