import type { LeadProfile } from '@outflow/domain';
import type { LinkedInProfile } from '@outflow/linkedin';

/** Country is the last part of LinkedIn's location line ("Berlin, Germany" → Germany). */
function countryOf(location: string | null): string | null {
  if (!location) return null;
  const parts = location.split(',').map((p) => p.trim()).filter(Boolean);
  return parts.length > 1 ? parts[parts.length - 1] : null;
}

/** The provider's profile reduced to what a lead shows and a message template fills. */
export function toLeadProfile(profile: LinkedInProfile): LeadProfile {
  return {
    providerId: profile.providerId,
    publicId: profile.publicId,
    firstName: profile.firstName || null,
    lastName: profile.lastName || null,
    headline: profile.headline,
    location: profile.location,
    country: countryOf(profile.location),
    companyName: profile.company,
    jobTitle: profile.position,
    pictureUrl: profile.pictureUrl,
    website: profile.websites[0] ?? null,
  };
}
