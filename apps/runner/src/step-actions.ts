import {
  acceptanceChecked,
  delayNodeMs,
  invitationSent,
  renderMessage,
  stepFailed,
  stepSucceeded,
  type CampaignTargetEvent,
  type LeadProfile,
  type LimitKey,
  type SequenceStep,
  type StepContext,
  type TargetState,
} from '@outflow/domain';
import { AiWriterRejectedError, readAiLeadProfile, type AiWriter } from '@outflow/ai';
import { DEFAULT_AI_CHAR_LIMIT_CONNECTION, DEFAULT_AI_CHAR_LIMIT_MESSAGE } from '@outflow/domain';
import { ProviderRequestError, type LinkedInProvider } from '@outflow/linkedin';

/** Everything one step's action needs; the executor has claimed the step and reserved any quota. */
export interface ActionInput {
  readonly provider: LinkedInProvider;
  /** Writes the text of AI-mode steps for each lead. */
  readonly ai: AiWriter;
  readonly accountId: string;
  readonly ctx: StepContext;
  readonly step: SequenceStep;
  readonly state: TargetState;
  readonly profileUrl: string;
  readonly profile: LeadProfile;
  readonly campaignName: string;
  /** True when this run picks up an attempt a crashed runner left open: look before acting again. */
  readonly reconciling: boolean;
}

/** The activity event every action emits (design.md: usage, recent activity and stats are projections of it). */
export function activity(input: Pick<ActionInput, 'ctx' | 'accountId' | 'profileUrl' | 'campaignName'>, limit: LimitKey | null, text: string | null): CampaignTargetEvent {
  return {
    type: 'LinkedInActionPerformed',
    data: {
      campaignId: input.ctx.campaignId,
      targetId: input.ctx.targetId,
      accountId: input.accountId,
      stepId: input.ctx.stepId,
      action: input.ctx.action,
      limit,
      profileUrl: input.profileUrl,
      campaignName: input.campaignName,
      text,
      occurredAt: input.ctx.now.toISOString(),
    },
  };
}

/** The lead's fields a template may use (spec 02 §2 variables). */
const templateFields = (profile: LeadProfile) => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  position: profile.jobTitle,
  company: profile.companyName,
  country: profile.country,
});

/**
 * The text for a message or connection note, or why there is none: AI-mode steps are written per
 * lead by the AI writer from the step's instructions and the lead's profile, within the step's
 * character limit; the others fill the template (or its alternative) with the lead's fields.
 * A writer that cannot be reached throws, so the step is retried; one that refuses (bad key, unknown
 * model) will refuse again, so the lead fails with its reason.
 */
async function textFor(input: ActionInput, kind: 'message' | 'connection-note'): Promise<{ ok: true; text: string } | { ok: false; reason: string }> {
  const params = input.step.params;
  if (params.isAI) {
    const characterLimit = params.aiCharLimit ?? (kind === 'message' ? DEFAULT_AI_CHAR_LIMIT_MESSAGE : DEFAULT_AI_CHAR_LIMIT_CONNECTION);
    try {
      const written = await input.ai.write({ kind, prompt: params.aiPrompt ?? '', characterLimit, profile: readAiLeadProfile(input.profile) });
      return { ok: true, text: written.text };
    } catch (error) {
      if (error instanceof AiWriterRejectedError) return { ok: false, reason: `The AI writer refused: ${error.message}` };
      throw error;
    }
  }
  const template = kind === 'message' ? params.message ?? '' : params.note ?? '';
  const rendered = renderMessage({ message: template, alternativeMessage: params.alternativeMessage ?? null }, templateFields(input.profile), kind);
  if (!rendered.ok) {
    const missing = rendered.missing.length > 0 ? `: missing ${rendered.missing.join(', ')}` : '';
    return { ok: false, reason: `The ${kind === 'message' ? 'message' : 'note'} could not be written for this lead (${rendered.problem}${missing})` };
  }
  return { ok: true, text: rendered.text };
}

async function sendConnection(input: ActionInput): Promise<CampaignTargetEvent[]> {
  const { provider, accountId, ctx, step } = input;
  // Already connected: nothing to send, the accepted side runs.
  if (await provider.isConnected(accountId, input.profileUrl)) return stepSucceeded(ctx, true, 'already connected');
  if (input.reconciling) {
    const pending = (await provider.listSentInvitations(accountId)).find((i) => i.providerId === input.profile.providerId);
    if (pending) return invitationSent(ctx, step.params, pending.invitationId);
  }
  const note = await textFor(input, 'connection-note');
  if (!note.ok) return stepFailed(ctx, 1, note.reason, false);
  try {
    const { invitationId } = await provider.sendInvitation(accountId, input.profile.providerId, note.text || undefined);
    return [activity(input, 'connections', note.text || null), ...invitationSent(ctx, step.params, invitationId)];
  } catch (error) {
    // Sent before (by hand, another tool or a lost answer): wait for it like one we sent.
    if (error instanceof ProviderRequestError && error.type === 'already_invited_recently') return invitationSent(ctx, step.params, null);
    throw error;
  }
}

async function awaitAcceptance(input: ActionInput): Promise<CampaignTargetEvent[]> {
  const { provider, accountId, ctx, state } = input;
  // A new-relation webhook may have told us already; otherwise ask LinkedIn.
  const accepted = state.connected || (await provider.isConnected(accountId, input.profileUrl));
  const expired = !accepted && state.awaitUntil !== null && ctx.now.getTime() >= Date.parse(state.awaitUntil);
  if (expired && input.step.params.withdrawIfNotAccepted) {
    const invitationId =
      state.invitationId ?? (await provider.listSentInvitations(accountId)).find((i) => i.providerId === input.profile.providerId)?.invitationId;
    if (invitationId) await provider.withdrawInvitation(accountId, invitationId);
  }
  return acceptanceChecked(ctx, accepted, state.awaitUntil, input.profileUrl, state.connected);
}

/** A message went out in this chat since `since`: a crashed attempt already sent it. */
async function sentSince(input: ActionInput, since: string): Promise<boolean> {
  const chats = await input.provider.listChats(input.accountId, { after: new Date(since), limit: 50 });
  const chat = chats.items.find((c) => c.attendeeProviderId === input.profile.providerId);
  if (!chat) return false;
  const messages = await input.provider.listMessages(chat.chatId, { after: new Date(since), limit: 50 });
  return messages.items.some((m) => m.isSender);
}

async function sendMessage(input: ActionInput): Promise<CampaignTargetEvent[]> {
  const { provider, accountId, ctx } = input;
  if (input.reconciling && input.state.openedAt && (await sentSince(input, input.state.openedAt))) {
    return stepSucceeded(ctx, null, 'message already sent');
  }
  const text = await textFor(input, 'message');
  if (!text.ok) return stepFailed(ctx, 1, text.reason, false);
  await provider.startChat(accountId, [input.profile.providerId], text.text);
  return [activity(input, 'messages', text.text), ...stepSucceeded(ctx, null, null)];
}

async function likePost(input: ActionInput): Promise<CampaignTargetEvent[]> {
  const { provider, accountId, ctx } = input;
  const posts = await provider.listPosts(accountId, input.profileUrl, { limit: 10 });
  const wanted = input.step.params.postUrl;
  const post = wanted ? posts.items.find((p) => p.url === wanted) : posts.items[0];
  if (!post) return stepSucceeded(ctx, null, 'no post to like');
  await provider.likePost(accountId, post.socialId);
  return [activity(input, 'likes', null), ...stepSucceeded(ctx, null, null)];
}

/** Runs the step's action on LinkedIn and answers the events that record it and choose what follows. */
export async function performAction(input: ActionInput): Promise<CampaignTargetEvent[]> {
  const { ctx, state } = input;
  if (state.phase === 'await-acceptance') return awaitAcceptance(input);
  switch (ctx.action) {
    case 'view-profile':
      // The executor's profile fetch with notify=true was the view itself.
      return [activity(input, 'profileViews', null), ...stepSucceeded(ctx, null, null)];
    case 'check-connection': {
      const connected = await input.provider.isConnected(input.accountId, input.profileUrl);
      return [activity(input, null, null), ...stepSucceeded(ctx, connected, connected ? 'connected' : 'not connected')];
    }
    case 'send-connection':
      return sendConnection(input);
    case 'send-message':
      return sendMessage(input);
    case 'like-post':
      return likePost(input);
    case 'check-response':
      return [activity(input, null, null), ...stepSucceeded(ctx, state.replied, state.replied ? 'replied' : 'no reply')];
    case 'delay':
      return stepSucceeded(ctx, null, null, 'sequence-ended', delayNodeMs(input.step.params));
    case 'end-sequence':
      return stepSucceeded(ctx, null, null);
  }
}
