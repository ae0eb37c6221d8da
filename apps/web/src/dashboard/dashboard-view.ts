import { LIMIT_KEYS, type LimitKey, type RateLimitSettings } from '@outflow/domain';

/** Today's usage per limit and in total (GET /rate-limits/usage, and the activity:update payload). */
export type DailyUsage = Record<keyof RateLimitSettings, number>;

/** What the gauges show when usage cannot be loaded (spec 01 §8: usage is zeroed on failure). */
export const ZERO_USAGE: DailyUsage = Object.freeze({
  ...Object.fromEntries(LIMIT_KEYS.map((key) => [key, 0])),
  total: 0,
}) as DailyUsage;

/** A usage record with a number for every limit and the total, or null for anything else. */
export function usageOf(value: unknown): DailyUsage | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const keys = [...LIMIT_KEYS, 'total'] as const;
  if (!keys.every((key) => typeof record[key] === 'number' && Number.isFinite(record[key]))) return null;
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as DailyUsage;
}

/** The eight gauges, in the spec's order and wording (spec 01 §2 Activity Dashboard). */
export const GAUGES: ReadonlyArray<{ key: LimitKey; label: string }> = [
  { key: 'connections', label: 'Connections' },
  { key: 'messages', label: 'Messages' },
  { key: 'inmails', label: 'Inmails' },
  { key: 'profileViews', label: 'Profile Views' },
  { key: 'endorsements', label: 'Endorsements' },
  { key: 'likes', label: 'Likes' },
  { key: 'followings', label: 'Followings' },
  { key: 'emails', label: 'Emails' },
];

/**
 * Today's share of a daily limit, in whole percent. A limit of 0 reads full as soon as anything
 * counted against it (nothing more is allowed), empty otherwise. Over 100 when the limit was
 * lowered after the actions.
 */
export function gaugePercent(current: number, max: number): number {
  if (max <= 0) return current > 0 ? 100 : 0;
  return Math.round((current / max) * 100);
}

export type GaugeColour = 'green' | 'amber' | 'red';

/** Green under 70 %, amber from 70 to under 90 %, red at 90 % or more (spec 01 §2, §9). */
export function gaugeColour(percent: number): GaugeColour {
  if (percent >= 90) return 'red';
  if (percent >= 70) return 'amber';
  return 'green';
}

export const GAUGE_COLOURS: Readonly<Record<GaugeColour, string>> = {
  green: '#2e7d32',
  amber: '#f5a000',
  red: '#d32f2f',
};

/** How each activity reads in the Recent activity list (the spec names the kinds, not the wording). */
const ACTION_LABELS: Readonly<Record<string, string>> = {
  'view-profile': 'Viewed profile',
  'send-connection': 'Sent connection request',
  'send-message': 'Sent message',
  'check-connection': 'Checked connection status',
  'check-response': 'Checked for a reply',
  'send-inmail': 'Sent InMail',
  'like-post': 'Liked a post',
  'endorse-skill': 'Endorsed a skill',
  'follow-profile': 'Followed profile',
  'send-email': 'Sent email',
};

/** The label of an action kind; an unknown kind reads as its words ('some-new-kind' → 'Some new kind'). */
export function actionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Activity';
}
