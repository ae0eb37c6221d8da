import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { createAuthProvider } from './api/auth-provider';
import type { AuthSetup } from './api/auth-setup';
import { dataProvider } from './api/data-provider';
import campaigns from './campaigns';
import { FullScreenSpinner } from './layout/FullScreenSpinner';
import { InboxChatRedirect } from './chats/InboxChatRedirect';
import { Login } from './layout/Login';
import { RedirectHome } from './layout/RedirectHome';
import { Signup } from './layout/Signup';
import { ForgotPassword } from './layout/ForgotPassword';
import { ResetPassword } from './layout/ResetPassword';
import {
  AccountPage,
  DashboardPage,
  InboxPage,
  Layout,
  LeadDetail,
  LeadList,
  PromptPage,
  SettingsPage,
  LinkedInAccountPage,
  InvitationPage,
  WorkspacePage,
} from './routes/lazy-pages';
import { SupportCampaignRoute, SupportConsolePage, SupportUserRoute } from './support';
import { theme } from './theme';

/** The signed-in layout is loaded with the first page behind sign-in, never on /login. */
const SignedInLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<FullScreenSpinner />}>
    <Layout>{children}</Layout>
  </Suspense>
);

/** The pages outside react-admin's one resource, each in the layout, by path. */
const PAGE_ROUTES: ReadonlyArray<[path: string, page: ComponentType]> = [
  ['/dashboard', DashboardPage],
  ['/leads', LeadList],
  ['/leads/:id', LeadDetail],
  ['/inbox', InboxPage],
  ['/inbox/:chatId', InboxChatRedirect],
  ['/settings', SettingsPage],
  ['/team', LinkedInAccountPage],
  ['/account', AccountPage],
  ['/workspace', WorkspacePage],
  ['/prompt', PromptPage],
  ['/support', SupportConsolePage],
  ['/support/users/:userId', SupportUserRoute],
  ['/support/users/:userId/campaigns/:campaignId', SupportCampaignRoute],
];

/**
 * The routes. /login (react-admin's login page) and /signup stand outside the layout; every other
 * path needs a session and renders in the layout: the menu (a sidebar; a top bar on phones) and
 * the access guard, which sends a user without LinkedIn or a subscription to /team (/team,
 * /account and /support stay open; /support only to support staff). '/' opens /campaigns, an
 * unknown path goes back to '/', and each page is loaded when first opened. Campaigns are
 * react-admin's one resource: its list, the wizard at /campaigns/new, the page at /campaigns/:id.
 */
export const App = ({ setup }: { setup: AuthSetup }) => {
  const authProvider = useMemo(() => createAuthProvider(setup.config, setup.userManager), [setup]);
  return (
    <Admin
      title="Outflow"
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={Login}
      layout={SignedInLayout}
      theme={theme}
      loading={FullScreenSpinner}
      catchAll={RedirectHome}
      requireAuth
      disableTelemetry
    >
      <Resource name="campaigns" {...campaigns} />
      <CustomRoutes noLayout>
        <Route path="/signup" element={<Signup />} />
        <Route path="/forgot-password" element={<ForgotPassword />} />
        <Route path="/reset-password" element={<ResetPassword />} />
        <Route
          path="/invitations/:token"
          element={
            <Suspense fallback={<FullScreenSpinner />}>
              <InvitationPage />
            </Suspense>
          }
        />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/" element={<Navigate to="/campaigns" replace />} />
        {PAGE_ROUTES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
};
