import type { LimitKey } from './limits';

/** How each daily limit is named on the Settings sliders, and so in the refusals about it. */
export const LIMIT_LABELS: Readonly<Record<LimitKey, string>> = {
  connections: 'Connection requests',
  messages: 'Messages',
  profileViews: 'Profile views',
  inmails: 'InMails',
  likes: 'Post likes',
  endorsements: 'Skill endorsements',
  followings: 'Follows',
  emails: 'Emails',
};
