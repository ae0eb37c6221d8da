import type { CampaignState } from '../campaign/campaign-state';
import { firstStepState, type TargetState } from '../campaign-target/target-state';

type Campaign = Extract<CampaignState, { exists: true }>;

/**
 * Where a lead whose stream is still empty stands before the campaign events it folds: at the step
 * it started on, in the version it started on. The campaign's revisions since then move it on (a
 * removed first step's leads go where the user chose, not silently to the new first step).
 */
export function leadStartState(campaign: Campaign, targetId: string): TargetState {
  const lead = campaign.leads.find((l) => l.targetId === targetId);
  const start = lead?.start ?? { stepId: campaign.sequence.initialStep, version: 1, at: campaign.createdAt };
  const action = campaign.sequence.steps[start.stepId]?.action ?? null;
  // The first step is due when the campaign was created (its added leads: when they were added).
  return firstStepState(start.stepId, action, start.at, start.version);
}
