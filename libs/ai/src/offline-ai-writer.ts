import type { MessageKind } from '@outflow/domain';
import type { AiLeadProfile } from './ai-lead-profile';
import type { AiSender, AiWriteRequest, AiWriteResult, AiWriter } from './ai-writer';
import { recentConversation } from './conversation';
import { characterBudget, fitToLimit, tidyText } from './message-fit';
import { promptIntent, promptTopic, type PromptIntent } from './prompt-intent';
import { replySituation, type ReplyNeed, type ReplySituation } from './reply-shape';

/** One piece of the message, with wordings from fullest to shortest (an empty list: nothing to say). */
interface Part {
  readonly slot: 'greeting' | 'answer' | 'role' | 'intent' | 'closing' | 'signoff';
  readonly variants: readonly string[];
}

/** Profile text as it may appear in a sentence: no placeholders, single spaces, no trailing dot. */
function clean(value: string | null | undefined): string | null {
  if (!value) return null;
  const text = tidyText(value)
    .replace(/\s+/g, ' ')
    .replace(/[.,;:\s]+$/, '');
  return text === '' ? null : text;
}

/** "Head of Growth | SaaS | Speaker" → "Head of Growth": the headline's first segment. */
function headlineLead(headline: string): string {
  return headline.split(/\s+[|·•–—-]\s+|\s*[|·•]\s*/)[0].trim();
}

function greeting(profile: AiLeadProfile): Part {
  const name = clean(profile.firstName);
  return { slot: 'greeting', variants: name ? [`Hi ${name},`, 'Hi there,'] : ['Hi there,'] };
}

/** A line showing the message is about this person: their role and company, else headline, else place. */
function role(profile: AiLeadProfile): Part {
  const title = clean(profile.jobTitle);
  const company = clean(profile.companyName);
  const headline = clean(profile.headline);
  const place = clean(profile.location?.split(',')[0]) ?? clean(profile.country);
  const variants: string[] = [];
  if (title && company)
    variants.push(
      `I came across your profile and your work as ${title} at ${company} caught my attention.`,
      `I noticed your work as ${title} at ${company}.`,
    );
  if (company) variants.push(`I noticed your work at ${company}.`);
  if (title) variants.push(`I noticed your work as ${title}.`);
  if (headline && variants.length === 0) {
    variants.push(`Your profile caught my attention: ${headline}.`);
    const short = headlineLead(headline);
    if (short !== headline) variants.push(`Your profile caught my attention: ${short}.`);
  }
  if (place && variants.length === 0) variants.push(`I came across your profile and saw you're based in ${place}.`);
  variants.push('I came across your profile.');
  return { slot: 'role', variants };
}

/** What the message is for, after the prompt's purpose, with its subject when it has one. */
const INTENT_LINES: Record<
  PromptIntent,
  { readonly withTopic: (topic: string) => string; readonly plain: Record<MessageKind, string> }
> = {
  hiring: {
    withTopic: (t) => `I'm reaching out about ${t}, and I think it could be a great fit for your background.`,
    plain: {
      message: "I'm reaching out about an opportunity that I think could be a great fit for your background.",
      'connection-note': "I'd love to connect about an opportunity that could suit you.",
    },
  },
  event: {
    withTopic: (t) => `We're hosting an event about ${t}, and I think you'd find it worthwhile.`,
    plain: {
      message: "We're hosting an event that I think you'd find worthwhile, and I'd be glad to save you a seat.",
      'connection-note': "We're hosting an event I think you'd enjoy.",
    },
  },
  meeting: {
    withTopic: (t) => `Would you be open to a short call about ${t}?`,
    plain: {
      message: 'Would you be open to a short call in the coming weeks?',
      'connection-note': 'Would you be open to a quick chat?',
    },
  },
  partnership: {
    withTopic: (t) => `I think there could be a good opportunity for us to work together on ${t}.`,
    plain: {
      message: 'I think there could be a good opportunity for us to work together.',
      'connection-note': "I'd love to explore working together.",
    },
  },
  product: {
    withTopic: (t) => `I'd love to share a few thoughts about ${t} that could be useful for your team.`,
    plain: {
      message: "I think what we're building could be useful for your team.",
      'connection-note': "I think what we're building could help your team.",
    },
  },
  advice: {
    withTopic: (t) => `I'd really value your perspective on ${t}.`,
    plain: {
      message: "I'd really value your perspective, if you have a moment.",
      'connection-note': "I'd really value your perspective.",
    },
  },
  congratulate: {
    withTopic: (t) => `Congratulations on ${t}!`,
    plain: {
      message: "Congratulations on everything you've achieved recently!",
      'connection-note': 'Congratulations on your recent milestone!',
    },
  },
  thank: {
    withTopic: (t) => `Thank you for ${t}.`,
    plain: {
      message: 'Thank you for sharing your work so openly.',
      'connection-note': 'Thank you for sharing your work.',
    },
  },
  connect: {
    withTopic: (t) => `I'd be glad to connect and exchange ideas about ${t}.`,
    plain: { message: "I'd be glad to connect and keep in touch.", 'connection-note': "I'd be glad to connect." },
  },
  general: {
    withTopic: (t) => `I'd love to exchange a few thoughts about ${t}.`,
    plain: {
      message: "I'd love to hear what you're focused on at the moment.",
      'connection-note': "I'd be glad to connect.",
    },
  },
};

/** One line per need, fullest and shortest wording, in the order they were asked. */
const NEED_LINES: {
  [K in ReplyNeed['kind']]: (need: Extract<ReplyNeed, { kind: K }>, topic: string | null) => readonly [string, string];
} = {
  'about-us': (_need, topic) =>
    topic
      ? [`Happy to explain: in short, it's about ${topic}.`, `In short: ${topic}.`]
      : ["Happy to explain: I'll send you a short overview.", "I'll send you a short overview."],
  meeting: () => [
    "I'd be glad to set up a call: which day and time suit you best?",
    'Happy to talk: which day suits you?',
  ],
  'more-info': () => ["Of course, I'll send you more details shortly.", 'Of course, details to follow.'],
  'hand-off': ({ subject }) => [
    `Good question${subject ? ` about ${subject}` : ''}: let me check and come back to you with a proper answer.`,
    'Let me check and get back to you on that.',
  ],
  declined: () => ['No problem at all, thanks for letting me know.', 'No problem, thanks for letting me know.'],
  thanks: () => ["You're welcome, and thanks for getting back to me.", "You're welcome!"],
  agreed: () => ['Great to hear!', 'Great!'],
};

const lineOf = (need: ReplyNeed, topic: string | null) =>
  (NEED_LINES[need.kind] as (n: ReplyNeed, t: string | null) => readonly [string, string])(need, topic);

/**
 * A reply's first lines, from where the conversation stands: what their messages since our last
 * one ask (a question it cannot answer is promised an answer, never quoted back), or, when ours
 * is the latest message, a follow-up on it.
 */
function answer(situation: Exclude<ReplySituation, { kind: 'opening' }>, prompt: string): Part {
  if (situation.kind === 'follow-up')
    return { slot: 'answer', variants: ['I wanted to follow up on my last message.', 'Just following up.'] };
  if (situation.needs.length === 0) return { slot: 'answer', variants: ['Thanks for your message.', 'Thanks!'] };
  const topic = promptTopic(prompt);
  const lines = situation.needs.map((need) => lineOf(need, topic));
  return {
    slot: 'answer',
    variants: [lines.map(([full]) => full).join(' '), lines.map(([, short]) => short).join(' ')],
  };
}

/** Whether the reply goes on to say what the prompt is for: not after a no, nor when they asked for a call already. */
function pitches(situation: ReplySituation): boolean {
  if (situation.kind !== 'answer') return true;
  return !situation.needs.some((need) => need.kind === 'declined' || need.kind === 'meeting');
}

/** In a reply the profile shows as interest in their work rather than as how we found them. */
function replyRole(profile: AiLeadProfile): Part {
  const title = clean(profile.jobTitle);
  const company = clean(profile.companyName);
  const variants: string[] = [];
  if (title && company) variants.push(`I'd love to hear more about your work as ${title} at ${company}.`);
  if (company) variants.push(`I'd love to hear more about what you do at ${company}.`);
  return { slot: 'role', variants };
}

function intent(kind: MessageKind, prompt: string): Part {
  const lines = INTENT_LINES[promptIntent(prompt)];
  const topic = promptTopic(prompt);
  return { slot: 'intent', variants: topic ? [lines.withTopic(topic), lines.plain[kind]] : [lines.plain[kind]] };
}

function closing(kind: MessageKind, situation: ReplySituation): Part {
  if (kind !== 'message') return { slot: 'closing', variants: [] };
  const declined = situation.kind === 'answer' && situation.needs.some((need) => need.kind === 'declined');
  return { slot: 'closing', variants: [declined ? 'All the best.' : 'Looking forward to hearing from you.'] };
}

function signoff(kind: MessageKind, sender: AiSender | undefined): Part {
  const first = clean(sender?.name)?.split(' ')[0];
  if (kind === 'connection-note') return { slot: 'signoff', variants: first ? [`Best, ${first}`] : [] };
  return { slot: 'signoff', variants: first ? [`Best regards,\n${first}`, `Best,\n${first}`] : ['Best regards'] };
}

/** Messages read as letters (paragraphs); a connection note is one short paragraph. */
function render(kind: MessageKind, chosen: ReadonlyMap<Part['slot'], string>): string {
  const text = (slot: Part['slot']) => chosen.get(slot);
  const body = [text('answer'), text('role'), text('intent')].filter(Boolean).join(' ');
  if (kind === 'connection-note') return [text('greeting'), body, text('signoff')].filter(Boolean).join(' ');
  return [text('greeting'), body, text('closing'), text('signoff')].filter(Boolean).join('\n\n');
}

/**
 * The writer of the embedded default (no AI service configured): deterministic, no network. It
 * greets the lead by first name, refers to their role and company, and says what the prompt is
 * for, keeping the most important parts in the limit, each in the fullest wording that fits. A
 * reply in a chat takes up what their messages since ours ask (a call, details, what we do; a
 * question it cannot answer gets a promise to come back), or follows up when ours is the latest.
 * Its texts are labelled `writer: 'offline'`.
 */
export class OfflineAiWriter implements AiWriter {
  async write(request: AiWriteRequest): Promise<AiWriteResult> {
    const budget = characterBudget(request.kind, request.characterLimit);
    const situation = replySituation(recentConversation(request.conversation));
    // A reply takes up where the conversation stands first; an opening message says how we came across them.
    const core =
      situation.kind === 'opening'
        ? [greeting(request.profile), intent(request.kind, request.prompt), role(request.profile)]
        : [
            greeting(request.profile),
            answer(situation, request.prompt),
            ...(pitches(situation) ? [intent(request.kind, request.prompt)] : []),
          ];
    const extras = [
      ...(situation.kind === 'answer' && pitches(situation) ? [replyRole(request.profile)] : []),
      closing(request.kind, situation),
      signoff(request.kind, request.sender),
    ];
    const chosen = new Map<Part['slot'], string>();
    const fits = (slot: Part['slot'], variant: string) =>
      render(request.kind, new Map([...chosen, [slot, variant]])).length <= budget;
    const fullest = (part: Part) => part.variants.find((variant) => fits(part.slot, variant));
    // The core parts first, each in its shortest wording, most important first; then each in the
    // fullest wording that still fits; then the closing and sign-off where room is left.
    for (const part of core) {
      const shortest = part.variants[part.variants.length - 1];
      if (shortest !== undefined && fits(part.slot, shortest)) chosen.set(part.slot, shortest);
    }
    for (const part of core.filter((p) => chosen.has(p.slot))) chosen.set(part.slot, fullest(part)!);
    for (const part of extras) {
      const variant = fullest(part);
      if (variant !== undefined) chosen.set(part.slot, variant);
    }
    // Below the shortest greeting (a limit of a few characters) the greeting is cut to fit.
    if (chosen.size === 0) chosen.set('greeting', core[0].variants[0]);
    return { text: fitToLimit(render(request.kind, chosen), budget), writer: 'offline' };
  }
}
