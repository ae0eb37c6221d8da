import {
  DEFAULT_AI_CHAR_LIMIT_CONNECTION,
  DEFAULT_AI_CHAR_LIMIT_MESSAGE,
  leadTemplateFields,
  limitForStep,
  renderMessage,
  type LeadProfile,
  type SequenceStep,
  type StepOutcome,
  type StepPhase,
  type TargetState,
} from '@outflow/domain';
import { AiWriterRejectedError, readAiLeadProfile, type AiWriter } from '@outflow/ai';
import { ProviderRequestError, type LinkedInProvider } from '@outflow/linkedin';

/** Everything one step's action needs; the executor has reserved any quota it counts against. */
export interface ActionInput {
  readonly provider: LinkedInProvider;
  readonly accountId: string;
  readonly step: SequenceStep;
  readonly phase: StepPhase;
  readonly state: TargetState;
  readonly profileUrl: string;
  readonly profile: LeadProfile;
  /** The quota day the step's reservation counts on (null for steps that count against no limit). */
  readonly day: string | null;
  /** Whether the account's working window is still open: asked right before an action a member sees. */
  readonly stillInWindow: () => boolean;
}

/** The action did not go out: the working window closed while the step's reads ran. */
export const WINDOW_CLOSED = Symbol('window closed');

/**
 * The text for a message or connection note, or why there is none: AI-mode steps are written per
 * lead by the AI writer from the step's instructions and the lead's profile, within the step's
 * character limit; the others fill the template (or its alternative) with the lead's fields.
 * A writer that cannot be reached throws, so the step is retried; one that refuses (bad key, unknown
 * model) will refuse again, so the lead fails with its reason.
 */
async function textFor(
  input: ActionInput,
  ai: AiWriter,
  kind: 'message' | 'connection-note',
): Promise<{ ok: true; text: string } | { ok: false; reason: string }> {
  const params = input.step.params;
  if (params.isAI) {
    const characterLimit =
      params.aiCharLimit ?? (kind === 'message' ? DEFAULT_AI_CHAR_LIMIT_MESSAGE : DEFAULT_AI_CHAR_LIMIT_CONNECTION);
    try {
      const written = await ai.write({
        kind,
        prompt: params.aiPrompt ?? '',
        characterLimit,
        profile: readAiLeadProfile(input.profile),
      });
      return { ok: true, text: written.text };
    } catch (error) {
      if (error instanceof AiWriterRejectedError)
        return { ok: false, reason: `The AI writer refused: ${error.message}` };
      throw error;
    }
  }
  const template = kind === 'message' ? (params.message ?? '') : (params.note ?? '');
  const rendered = renderMessage(
    { message: template, alternativeMessage: params.alternativeMessage ?? null },
    leadTemplateFields(input.profile),
    kind,
  );
  if (!rendered.ok) {
    const missing = rendered.missing.length > 0 ? `: missing ${rendered.missing.join(', ')}` : '';
    return {
      ok: false,
      reason: `The ${kind === 'message' ? 'message' : 'note'} could not be written for this lead (${rendered.problem}${missing})`,
    };
  }
  return { ok: true, text: rendered.text };
}

const performed = (
  input: ActionInput,
  text: string | null,
  extra: Partial<Extract<StepOutcome, { kind: 'performed' }>> = {},
): StepOutcome => ({
  kind: 'performed',
  limit: limitForStep(input.step.action, input.phase),
  day: input.day,
  text,
  branch: null,
  detail: null,
  ...extra,
});

async function sendConnection(input: ActionInput, ai: AiWriter): Promise<StepOutcome | typeof WINDOW_CLOSED> {
  const { provider, accountId } = input;
  // Already connected: nothing to send, the accepted side runs.
  if (await provider.isConnected(accountId, input.profileUrl))
    return { kind: 'succeeded', branch: true, detail: 'already connected' };
  const note = await textFor(input, ai, 'connection-note');
  if (!note.ok) return { kind: 'failed', reason: note.reason, retryable: false };
  if (!input.stillInWindow()) return WINDOW_CLOSED;
  try {
    const { invitationId } = await provider.sendInvitation(accountId, input.profile.providerId, note.text || undefined);
    return performed(input, note.text || null, { invitationId });
  } catch (error) {
    // Sent before (by hand, another tool): wait for it like one we sent, without counting it as ours.
    if (error instanceof ProviderRequestError && error.type === 'already_invited_recently') {
      return { kind: 'succeeded', branch: null, detail: 'an invitation was already pending', waitForAcceptance: true };
    }
    throw error;
  }
}

/** The wait for acceptance ran out: one last look, then the not-accepted side (withdrawing the invitation when asked). */
async function endAcceptanceWait(input: ActionInput): Promise<StepOutcome | typeof WINDOW_CLOSED> {
  const { provider, accountId, state } = input;
  if (state.connected || (await provider.isConnected(accountId, input.profileUrl)))
    return { kind: 'succeeded', branch: true, detail: 'invitation accepted' };
  if (!input.step.params.withdrawIfNotAccepted)
    return { kind: 'succeeded', branch: false, detail: 'invitation not accepted in time' };
  const invitationId =
    state.invitationId ??
    (await provider.listSentInvitations(accountId)).find((i) => i.providerId === input.profile.providerId)
      ?.invitationId;
  if (invitationId && !input.stillInWindow()) return WINDOW_CLOSED;
  if (invitationId) await provider.withdrawInvitation(accountId, invitationId);
  return {
    kind: 'succeeded',
    branch: false,
    detail: invitationId ? 'invitation not accepted in time: withdrawn' : 'invitation not accepted in time',
  };
}

/** A direct message, or an InMail (to an open profile, or with the account's InMail credits). */
async function sendMessage(
  input: ActionInput,
  ai: AiWriter,
  inmail = false,
): Promise<StepOutcome | typeof WINDOW_CLOSED> {
  const text = await textFor(input, ai, 'message');
  if (!text.ok) return { kind: 'failed', reason: text.reason, retryable: false };
  if (!input.stillInWindow()) return WINDOW_CLOSED;
  await input.provider.startChat(
    input.accountId,
    [input.profile.providerId],
    text.text,
    inmail ? { inmail: true } : undefined,
  );
  return performed(input, text.text);
}

/** Endorses the lead's first skill LinkedIn lets us endorse and we have not yet. */
async function endorseSkill(input: ActionInput): Promise<StepOutcome | typeof WINDOW_CLOSED> {
  const profile = await input.provider.getProfile(input.accountId, {
    publicIdOrUrl: input.profileUrl,
    notify: false,
    sections: ['skills'],
  });
  const skill = profile.skills.find((s) => s.endorsementId && !s.endorsed);
  if (!skill?.endorsementId) return { kind: 'succeeded', branch: null, detail: 'no skill to endorse' };
  if (!input.stillInWindow()) return WINDOW_CLOSED;
  await input.provider.endorseSkill(input.accountId, input.profile.providerId, skill.endorsementId);
  return performed(input, skill.name);
}

async function follow(input: ActionInput): Promise<StepOutcome | typeof WINDOW_CLOSED> {
  if (!input.stillInWindow()) return WINDOW_CLOSED;
  try {
    await input.provider.follow(input.accountId, input.profile.providerId);
  } catch (error) {
    // Followed before (by hand, or a lost answer): nothing more to do.
    if (error instanceof ProviderRequestError && error.type === 'action_already_performed')
      return { kind: 'succeeded', branch: null, detail: 'already followed' };
    throw error;
  }
  return performed(input, null);
}

async function likePost(input: ActionInput): Promise<StepOutcome | typeof WINDOW_CLOSED> {
  const posts = await input.provider.listPosts(input.accountId, input.profileUrl, { limit: 10 });
  const wanted = input.step.params.postUrl;
  const post = wanted ? posts.items.find((p) => p.url === wanted) : posts.items[0];
  if (!post) return { kind: 'succeeded', branch: null, detail: 'no post to like' };
  if (!input.stillInWindow()) return WINDOW_CLOSED;
  await input.provider.likePost(input.accountId, post.socialId);
  return performed(input, null);
}

/**
 * Runs the step on LinkedIn and answers what came of it; the target decider turns that into
 * events. A profile view is the executor's own profile fetch (with notify), so it only reports it.
 * `ai` writes the text of AI-mode steps for each lead.
 */
export async function runAction(input: ActionInput, ai: AiWriter): Promise<StepOutcome | typeof WINDOW_CLOSED> {
  if (input.phase === 'await-acceptance') return endAcceptanceWait(input);
  switch (input.step.action) {
    case 'view-profile':
      return performed(input, null);
    case 'check-connection': {
      const connected = await input.provider.isConnected(input.accountId, input.profileUrl);
      return performed(input, null, { branch: connected, detail: connected ? 'connected' : 'not connected' });
    }
    case 'send-connection':
      return sendConnection(input, ai);
    case 'send-message':
      return sendMessage(input, ai);
    case 'like-post':
      return likePost(input);
    case 'send-inmail':
      return sendMessage(input, ai, true);
    case 'endorse-skill':
      return endorseSkill(input);
    case 'follow-profile':
      return follow(input);
    case 'check-response':
      return { kind: 'succeeded', branch: input.state.replied, detail: input.state.replied ? 'replied' : 'no reply' };
    case 'delay':
    case 'end-sequence':
      return { kind: 'succeeded', branch: null, detail: null };
  }
}
