import { createElement } from 'react';
import { Route } from 'react-router-dom';
import CampaignIcon from '@mui/icons-material/Campaign';
import { CampaignList, CampaignWizard } from '../routes/lazy-pages';

// The wizard lives at /campaigns/new (spec 02 §2), not react-admin's /campaigns/create.
export default {
  list: CampaignList,
  icon: CampaignIcon,
  hasCreate: true,
  children: createElement(Route, { path: 'new', element: createElement(CampaignWizard) }),
};
