import { useParams } from 'react-router-dom';
import { supportSource } from '../campaign-page/campaign-page-api';
import { CampaignView } from '../campaign-page/CampaignView';

/** /support/users/:userId/campaigns/:campaignId: the owner's campaign page, timeline and replay, read-only. */
export const SupportCampaignPage = () => {
  const { userId = '', campaignId = '' } = useParams();
  return <CampaignView key={`${userId}/${campaignId}`} source={supportSource(userId, campaignId)} />;
};
