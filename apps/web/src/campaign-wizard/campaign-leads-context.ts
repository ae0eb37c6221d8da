import { createContext, useContext } from 'react';
import type { KeptLead } from '@outflow/domain';

/** The leads the wizard's campaign will take, for the action editor's preview (empty outside the wizard). */
export const CampaignLeadsContext = createContext<readonly KeptLead[]>([]);

export const useCampaignLeads = () => useContext(CampaignLeadsContext);
