import type { LimitKey } from '@outflow/domain';

/** How each daily limit is named on the sliders. */
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
