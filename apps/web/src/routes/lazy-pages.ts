import { lazy } from 'react';

/**
 * Every page behind sign-in, loaded when first shown: the login page downloads none of them, and
 * a signed-in user downloads the page they open (React Flow only with the wizard, and so on).
 * bench/web-bundle.ts follows these same modules for the routes it measures.
 */
export const Layout = lazy(() => import('../layout/Layout').then((m) => ({ default: m.Layout })));
export const CampaignList = lazy(() => import('../campaigns/CampaignList').then((m) => ({ default: m.CampaignList })));
export const CampaignWizard = lazy(() =>
  import('../campaign-wizard/CampaignWizard').then((m) => ({ default: m.CampaignWizard })),
);
export const ReviseSequencePage = lazy(() =>
  import('../campaign-revision/ReviseSequencePage').then((m) => ({ default: m.ReviseSequencePage })),
);
export const DashboardPage = lazy(() =>
  import('../dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
export const LeadList = lazy(() => import('../leads/LeadList').then((m) => ({ default: m.LeadList })));
export const LeadDetail = lazy(() => import('../leads/LeadDetail').then((m) => ({ default: m.LeadDetail })));
export const InboxPage = lazy(() => import('../chats/InboxPage').then((m) => ({ default: m.InboxPage })));
export const SettingsPage = lazy(() => import('../settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
export const LinkedInAccountPage = lazy(() =>
  import('../linkedin-account/LinkedInAccountPage').then((m) => ({ default: m.LinkedInAccountPage })),
);
export const AccountPage = lazy(() => import('../account/AccountPage').then((m) => ({ default: m.AccountPage })));
export const PromptPage = lazy(() => import('../prompt-page/PromptPage').then((m) => ({ default: m.PromptPage })));
export const WorkspacePage = lazy(() =>
  import('../workspaces/WorkspacePage').then((m) => ({ default: m.WorkspacePage })),
);
export const InvitationPage = lazy(() =>
  import('../workspaces/InvitationPage').then((m) => ({ default: m.InvitationPage })),
);
