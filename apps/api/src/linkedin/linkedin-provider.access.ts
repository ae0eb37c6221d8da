import type { LinkedInProvider } from '@outflow/linkedin';
import { linkedInNotConfigured } from './linkedin-answers';

/** The injected provider, or 503 LINKEDIN_NOT_CONFIGURED when the API was started without one. */
export function requireProvider(provider: LinkedInProvider | null): LinkedInProvider {
  if (!provider) throw linkedInNotConfigured();
  return provider;
}
