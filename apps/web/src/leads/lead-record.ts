/** A lead as GET /api/leads and GET /api/leads/:id answer it (spec 01 §3 Lead, plus its campaign). */
export interface Lead {
  _id: string;
  profileUrl: string;
  firstName: string | null;
  lastName: string | null;
  headline: string | null;
  location: string | null;
  country: string | null;
  companyName: string | null;
  jobTitle: string | null;
  pictureUrl: string | null;
  profileDataFetched: boolean;
  profileData?: { website?: string | null; websiteUrl?: string | null; [field: string]: unknown } | null;
  campaignId: string;
  campaignName: string;
  status?: string;
}

export interface LeadListResponse {
  success: boolean;
  count: number;
  data: Lead[];
  error: string | null;
}

export interface CampaignLeadCount {
  campaignId: string;
  campaignName: string;
  total: number;
  enriched: number;
}

export interface LeadSummary {
  total: number;
  enriched: number;
  pendingEnrichment: number;
  byStatus: Record<string, number>;
  campaigns: CampaignLeadCount[];
}
