import { useParams } from 'react-router-dom';
import { ownerSource } from './campaign-page-api';
import { CampaignView } from './CampaignView';

/** /campaigns/:id: the owner's campaign page. */
export default function CampaignPage() {
  const { id = '' } = useParams();
  return <CampaignView key={id} source={ownerSource(id)} />;
}
