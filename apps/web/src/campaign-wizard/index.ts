export { CampaignWizard } from './CampaignWizard';
