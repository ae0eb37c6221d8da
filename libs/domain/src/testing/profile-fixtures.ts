import type { LeadProfile } from '../campaign/lead-profile';

/** A fetched profile that tells only what is given: every other field unknown. */
export const sparseProfile = (known: Pick<LeadProfile, 'providerId'> & Partial<LeadProfile>): LeadProfile => ({
  publicId: null,
  firstName: null,
  lastName: null,
  headline: null,
  location: null,
  country: null,
  companyName: null,
  jobTitle: null,
  pictureUrl: null,
  website: null,
  ...known,
});
