import type { ConversationLine } from '@outflow/domain';

/**
 * What the other person's latest messages ask of a reply, as far as a writer without a model can
 * tell: the shapes it can answer itself, and the questions it must hand back to the sender.
 */
export type ReplyNeed =
  /** What we do or what this is about: the prompt's purpose answers it. */
  | { readonly kind: 'about-us' }
  /** A call, a meeting, a time. */
  | { readonly kind: 'meeting' }
  /** Details, a deck, a link. */
  | { readonly kind: 'more-info' }
  /** A question only the sender can answer (a price, an integration…): promised, never guessed or quoted. */
  | { readonly kind: 'hand-off'; readonly subject: string | null }
  | { readonly kind: 'declined' }
  | { readonly kind: 'thanks' }
  | { readonly kind: 'agreed' };

/** Where a reply stands in the conversation: their unanswered messages, or ours last (a follow-up). */
export type ReplySituation =
  | { readonly kind: 'opening' }
  | { readonly kind: 'follow-up'; readonly ourLast: string }
  | { readonly kind: 'answer'; readonly needs: readonly ReplyNeed[] };

const MEETING = /\b(call|meet|meeting|chat|talk|zoom|teams|available|availability|free|calendar|schedule|slot|demo)\b/i;
const MORE_INFO =
  /\b(more (info|information|details)|details|deck|brochure|send (me|over|us)|share (more|some)|link|website)\b/i;
const ABOUT_US =
  /\bwhat\b[^?]*\b(you|your)\b[^?]*\b(do|offer|sell|build|make)\b|\bwhat('s| is) (this|it) about\b|\bwho are you\b|\bwhat('s| is) (your|the) (company|product|offer|service)\b|\btell me more\b|\bhow (does|would) (it|this|that) work\b/i;
const DECLINED =
  /\b(not interested|no thanks|no, thanks|not (for|right for) (me|us)|unsubscribe|stop messaging|please stop)\b/i;
const THANKS = /\b(thank|thanks|thx|appreciate)\b/i;
const AGREED = /^(yes|yeah|yep|sure|sounds (good|great)|great|ok(ay)?|happy to|let'?s do it|i'?m (interested|in))\b/i;

/** The sentences of a message that ask something: those ending with '?'. */
function questionsIn(message: string): string[] {
  return (message.match(/[^.!?]+\?+/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

/** A name the question is about ("… with HubSpot?" → HubSpot): a capitalised word past the first. */
function subjectOf(question: string): string | null {
  const words = question
    .replace(/[?!.,;:]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const name = words.slice(1).find((w) => /^[A-Z][A-Za-z0-9&+-]+$/.test(w) && w !== 'I');
  return name ?? null;
}

function needOf(question: string): ReplyNeed {
  if (ABOUT_US.test(question)) return { kind: 'about-us' };
  if (MORE_INFO.test(question)) return { kind: 'more-info' };
  if (MEETING.test(question)) return { kind: 'meeting' };
  return { kind: 'hand-off', subject: subjectOf(question) };
}

/**
 * The conversation read as a reply needs it: their messages since our last one, oldest first, each
 * question taken as what it asks (each kind once, hand-offs once each subject), then their tone.
 */
export function replySituation(conversation: readonly ConversationLine[]): ReplySituation {
  if (conversation.length === 0) return { kind: 'opening' };
  const last = conversation[conversation.length - 1];
  if (last.isSender) return { kind: 'follow-up', ourLast: last.text };
  let start = conversation.length;
  while (start > 0 && !conversation[start - 1].isSender) start--;
  const theirs = conversation.slice(start).map((line) => line.text);
  const needs: ReplyNeed[] = [];
  const add = (need: ReplyNeed) => {
    const same = needs.some(
      (n) => n.kind === need.kind && (n.kind !== 'hand-off' || need.kind !== 'hand-off' || n.subject === need.subject),
    );
    if (!same) needs.push(need);
  };
  for (const message of theirs) for (const question of questionsIn(message)) add(needOf(question));
  const all = theirs.join(' ');
  if (DECLINED.test(all)) return { kind: 'answer', needs: [{ kind: 'declined' }] };
  if (needs.length === 0) {
    if (MEETING.test(all) && AGREED.test(theirs[theirs.length - 1])) add({ kind: 'meeting' });
    else if (AGREED.test(theirs[theirs.length - 1])) add({ kind: 'agreed' });
    else if (THANKS.test(all)) add({ kind: 'thanks' });
  }
  return { kind: 'answer', needs };
}
