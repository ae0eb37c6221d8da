import type { LinkedInAccountProfile } from './linkedin-account-commands';

/** The LinkedIn profile the account specs sync (test data). */
export const adaProfile: LinkedInAccountProfile = {
  fullName: 'Ada Lovelace',
  headline: 'Analyst',
  profilePictureUrl: 'https://media.example/ada.jpg',
  email: 'ada@example.com',
  publicId: 'ada-lovelace',
  providerId: 'ACoAAA1',
};
