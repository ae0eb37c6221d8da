import CampaignIcon from '@mui/icons-material/Campaign';
import { CampaignList } from './CampaignList';

export default { list: CampaignList, icon: CampaignIcon };
