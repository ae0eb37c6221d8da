/**
 * What the runner learns about a lead from LinkedIn the first time its sequence touches it
 * (enrichment): the fields the leads screens show (spec 01 §3 Lead).
 */
export interface LeadProfile {
  /** LinkedIn's internal member id: invitations and chats need it. */
  providerId: string;
  publicId: string | null;
  firstName: string | null;
  lastName: string | null;
  headline: string | null;
  location: string | null;
  country: string | null;
  companyName: string | null;
  jobTitle: string | null;
  pictureUrl: string | null;
  website: string | null;
}
