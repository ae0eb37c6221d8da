import type { CampaignLeadRow, SequenceNode, TargetStatus } from '@outflow/domain';
import { stepNameOf } from '@outflow/domain';
import { profileHandle } from '../leads/lead-view';
import { formatDateTime } from '../layout/dates';

/** What the campaign page shows of a lead, a state, an action, a time; pure, so unit-tested without a browser. */

export const STATE_LABELS: Readonly<Record<TargetStatus, string>> = {
  scheduled: 'Scheduled',
  running: 'Running',
  awaiting: 'Awaiting acceptance',
  completed: 'Completed',
  failed: 'Failed',
};

export const STATE_COLOURS: Readonly<Record<TargetStatus, 'default' | 'info' | 'warning' | 'success' | 'error'>> = {
  scheduled: 'default',
  running: 'info',
  awaiting: 'warning',
  completed: 'success',
  failed: 'error',
};

const ACTION_LABELS: Readonly<Record<string, string>> = {
  'view-profile': 'Viewed profile',
  'send-connection': 'Sent invitation',
  'send-message': 'Sent message',
  'send-inmail': 'Sent InMail',
  'check-connection': 'Checked connection',
  'like-post': 'Liked a post',
};

export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

/** The lead's name once enriched, else the handle of its profile address. */
export const leadLabel = (row: Pick<CampaignLeadRow, 'name' | 'profileUrl'>): string =>
  row.name || profileHandle(row.profileUrl) || row.profileUrl;

export const initialsOf = (label: string): string =>
  label
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('');

/** A time in the app's one format (layout/dates): "Nov 24, 2026, 9:05 AM". */
export function shortTime(iso: string | null): string {
  return formatDateTime(iso);
}

/** The step a lead is at, named as in the builder. */
export function stepLabel(stepId: string | null, nodes: readonly SequenceNode[]): string {
  if (!stepId) return '';
  return stepNameOf(
    nodes.find((n) => n.id === stepId),
    stepId,
  );
}

/** How many leads a step holds now, and how many ended there. */
export function stepTotals(counts: Readonly<Record<TargetStatus, number>> | undefined): {
  here: number;
  ended: number;
} {
  if (!counts) return { here: 0, ended: 0 };
  return { here: counts.scheduled + counts.running + counts.awaiting, ended: counts.completed + counts.failed };
}

/** Why a lead waits, with until when where that is known: "8/8 invitations today, warm-up day 4 — until Nov 29, 2026, 8:00 AM". */
export function waitingText(row: Pick<CampaignLeadRow, 'waiting' | 'waitUntil'>): string {
  if (!row.waiting) return '';
  return row.waitUntil ? `${row.waiting} — until ${formatDateTime(row.waitUntil)}` : row.waiting;
}
