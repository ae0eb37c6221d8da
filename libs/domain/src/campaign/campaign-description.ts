/** Spec §3: a campaign is described as its name plus this, unless its creator says otherwise. */
const CAMPAIGN_DESCRIPTION_SUFFIX = ' - created via sequence builder';

/** The description of a campaign named `name` (trimmed) whose creator gave none. */
export const defaultCampaignDescription = (name: string): string => `${name.trim()}${CAMPAIGN_DESCRIPTION_SUFFIX}`;
