import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { createAuthProvider } from './api/auth-provider';
import { dataProvider } from './api/data-provider';
import { AccountPage } from './account';
import campaigns from './campaigns';
import { AppToaster } from './layout/AppToaster';
import { AuthGate } from './layout/AuthGate';
import { FullScreenSpinner } from './layout/FullScreenSpinner';
import { Layout } from './layout/Layout';
import { Login } from './layout/Login';
import { RedirectHome } from './layout/RedirectHome';
import { Signup } from './layout/Signup';
import { SettingsPage } from './settings';
import { TeamPage } from './team';
import { theme } from './theme';

export const App = () => (
  <>
    <AppToaster />
    <AuthGate>
      {({ config, userManager }) => (
        <Admin
          title="Outflow"
          dataProvider={dataProvider}
          authProvider={createAuthProvider(config, userManager)}
          loginPage={Login}
          layout={Layout}
          theme={theme}
          loading={FullScreenSpinner}
          catchAll={RedirectHome}
          requireAuth
          disableTelemetry
        >
          <Resource name="campaigns" {...campaigns} />
          <CustomRoutes noLayout>
            <Route path="/signup" element={<Signup />} />
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/" element={<Navigate to="/campaigns" replace />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/team" element={<TeamPage />} />
            <Route path="/account" element={<AccountPage />} />
          </CustomRoutes>
        </Admin>
      )}
    </AuthGate>
  </>
);
