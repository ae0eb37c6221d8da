import { leadProfile, profileUrlOf } from '../../../../test/support/campaign-fixtures';
import type {
  CampaignCreated,
  CampaignStatus,
  LeadProfile,
  LinkedInActionPerformed,
  NextStep,
  QuotaReserved,
  Sequence,
  TargetCompleted,
  TargetFailed,
} from '@outflow/domain';

/** A campaign of two steps: view the lead's profile, then end. */
export const VIEW_THEN_END: Sequence = {
  id: 'seq',
  name: 'View',
  description: '',
  initialStep: 'view',
  autoRun: true,
  defaultDelay: 0,
  steps: {
    view: { id: 'view', action: 'view-profile', params: {}, next: 'end' },
    end: { id: 'end', action: 'end-sequence', params: {}, next: null },
  },
};

export { leadProfile as profile };

export function campaignCreated(
  campaignId: string,
  targetIds: readonly string[],
  // The read models take a row's owner from the metadata (recorded's userId); the data's owner is the deciders'.
  options: { status?: CampaignStatus; name?: string; createdAt?: string; ownerId?: string } = {},
): CampaignCreated {
  return {
    type: 'CampaignCreated',
    data: {
      campaignId,
      ownerId: options.ownerId ?? 'owner-1',
      name: options.name ?? `Campaign ${campaignId}`,
      description: '',
      accountId: 'acc-1',
      sequence: VIEW_THEN_END,
      graph: { nodes: [], edges: [] },
      leads: targetIds.map((targetId) => ({ targetId, profileUrl: profileUrlOf(targetId) })),
      leadSource: 'manual',
      status: options.status ?? 'active',
      occurredAt: options.createdAt ?? '2026-11-22T09:00:00.000Z',
    },
  };
}

/** The step after the profile view: the sequence's end, due at once. */
const END_NEXT: NextStep = {
  stepId: 'end',
  action: 'end-sequence',
  phase: 'act',
  dueAt: '2026-11-22T10:00:00.000Z',
  reason: 'sequence-delay',
};

/** The view-profile step reached LinkedIn (counted against `profileViews` on `day`). */
export function profileViewed(
  campaignId: string,
  targetId: string,
  options: { occurredAt?: string; day?: string | null; profile?: LeadProfile } = {},
): LinkedInActionPerformed {
  return {
    type: 'LinkedInActionPerformed',
    data: {
      campaignId,
      targetId,
      accountId: 'acc-1',
      stepId: 'view',
      action: 'view-profile',
      phase: 'act',
      limit: 'profileViews',
      day: options.day === undefined ? '2026-11-22' : options.day,
      profileUrl: profileUrlOf(targetId),
      campaignName: `Campaign ${campaignId}`,
      text: null,
      occurredAt: options.occurredAt ?? '2026-11-22T10:00:00.000Z',
      next: END_NEXT,
      profile: options.profile,
    },
  };
}

export function quotaReserved(campaignId: string, targetId: string): QuotaReserved {
  return {
    type: 'QuotaReserved',
    data: {
      accountId: 'acc-1',
      day: '2026-11-22',
      key: `${targetId}|view`,
      limit: 'profileViews',
      campaignId,
      targetId,
      stepId: 'view',
      jobId: `job-${targetId}`,
      occurredAt: '2026-11-22T09:59:00.000Z',
    },
  };
}

export function targetCompleted(campaignId: string, targetId: string): TargetCompleted {
  return {
    type: 'TargetCompleted',
    data: { campaignId, targetId, reason: 'sequence-ended', occurredAt: '2026-11-22T10:01:00.000Z' },
  };
}

export function targetFailed(campaignId: string, targetId: string, reason: string): TargetFailed {
  return { type: 'TargetFailed', data: { campaignId, targetId, reason, occurredAt: '2026-11-22T10:02:00.000Z' } };
}
