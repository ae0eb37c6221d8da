import type { LeadProfile } from '../campaign/lead-profile';
import type { LeadFields } from './template-variables';

/** Country is the last part of LinkedIn's location line ("Berlin, Germany" → Germany). */
export function countryOfLocation(location: string | null | undefined): string | null {
  if (!location) return null;
  const parts = location
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 1 ? parts[parts.length - 1] : null;
}

/** The lead's fields a template fills (spec 02 §2 variables): the runner's and the editor's preview's. */
export function leadTemplateFields(
  profile: Pick<LeadProfile, 'firstName' | 'lastName' | 'jobTitle' | 'companyName' | 'country'>,
): LeadFields {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    position: profile.jobTitle,
    company: profile.companyName,
    country: profile.country,
  };
}

/** A name known at import ("Ada Lovelace") as a first and last name: the first word, then the rest. */
export function splitFullName(name: string | null | undefined): { firstName: string | null; lastName: string | null } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: null, lastName: null };
  return { firstName: words[0], lastName: words.length > 1 ? words.slice(1).join(' ') : null };
}
