import type { ReactElement } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';
import PeopleIcon from '@mui/icons-material/People';
import InsightsIcon from '@mui/icons-material/Insights';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import ChatIcon from '@mui/icons-material/Chat';
import SettingsIcon from '@mui/icons-material/Settings';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';

export interface MenuEntry {
  path: string;
  label: string;
  icon: ReactElement;
  /** Needs a connected LinkedIn account. */
  gated: boolean;
}

/** The sidebar of spec 01 §2, top to bottom; Account is pinned at the bottom. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { path: '/campaigns', label: 'Campaigns', icon: <CampaignIcon />, gated: true },
  { path: '/leads', label: 'Leads', icon: <PeopleIcon />, gated: true },
  { path: '/dashboard', label: 'Activity Dashboard', icon: <InsightsIcon />, gated: true },
  { path: '/prompt', label: 'AI Message Generator', icon: <AutoAwesomeIcon />, gated: true },
  { path: '/inbox', label: 'Messages', icon: <ChatIcon />, gated: true },
  { path: '/settings', label: 'Settings', icon: <SettingsIcon />, gated: true },
  { path: '/team', label: 'LinkedIn Account', icon: <LinkedInIcon />, gated: false },
];

export const ACCOUNT_ENTRY: MenuEntry = {
  path: '/account',
  label: 'Account',
  icon: <AccountCircleIcon />,
  gated: false,
};

/** The support console: shown to support staff only. */
export const SUPPORT_ENTRY: MenuEntry = {
  path: '/support',
  label: 'Support',
  icon: <SupportAgentIcon />,
  gated: false,
};

/** The menu above Account: support staff have only the support console (a staff role, no outreach of their own). */
export function menuEntriesFor(isSupport: boolean): readonly MenuEntry[] {
  return isSupport ? [SUPPORT_ENTRY] : MENU_ENTRIES;
}

export function isActiveEntry(entry: MenuEntry, pathname: string): boolean {
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}
