import { createElement } from 'react';
import { Route } from 'react-router-dom';
import CampaignIcon from '@mui/icons-material/Campaign';
import { CampaignList, CampaignWizard, ReviseSequencePage } from '../routes/lazy-pages';
import { CampaignPage } from '../campaign-page';

// The wizard lives at /campaigns/new (spec 02 §2), not react-admin's /campaigns/create; a campaign's page at /campaigns/:id.
export default {
  list: CampaignList,
  icon: CampaignIcon,
  hasCreate: true,
  children: [
    createElement(Route, { key: 'new', path: 'new', element: createElement(CampaignWizard) }),
    createElement(Route, { key: 'page', path: ':id', element: createElement(CampaignPage) }),
    // Revising a running or paused campaign's sequence (the page's "Revise sequence", the list's Edit).
    createElement(Route, { key: 'revise', path: ':id/sequence', element: createElement(ReviseSequencePage) }),
  ],
};
