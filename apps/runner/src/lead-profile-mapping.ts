import { countryOfLocation, type LeadProfile } from '@outflow/domain';
import type { LinkedInProfile } from '@outflow/linkedin';

/** The provider's profile reduced to what a lead shows and a message template fills. */
export function toLeadProfile(profile: LinkedInProfile): LeadProfile {
  return {
    providerId: profile.providerId,
    publicId: profile.publicId,
    firstName: profile.firstName || null,
    lastName: profile.lastName || null,
    headline: profile.headline,
    location: profile.location,
    country: countryOfLocation(profile.location),
    companyName: profile.company,
    jobTitle: profile.position,
    pictureUrl: profile.pictureUrl,
    website: profile.websites[0] ?? null,
  };
}
