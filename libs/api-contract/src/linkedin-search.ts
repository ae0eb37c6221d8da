import type { ProviderAction } from '@outflow/domain';

/** `POST /api/linkedin/search/count`: how many people a LinkedIn search URL finds. */
export interface SearchCount {
  readonly success: true;
  readonly count: number;
}

export interface SearchProfile {
  readonly profileUrl: string;
  readonly name: string | null;
  readonly headline: string | null;
}

/** `POST /api/linkedin/search/profiles`. */
export interface SearchProfiles {
  readonly success: true;
  readonly profileUrls: string[];
  readonly profiles: SearchProfile[];
  readonly count: number;
}

/** `GET /api/linkedin/capabilities`: the sequence actions the LinkedIn provider can run. */
export interface ProviderCapabilities {
  readonly success: true;
  readonly actions: ProviderAction[];
}
