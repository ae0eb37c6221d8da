import type { AiLeadProfile } from './ai-lead-profile';
import type { AiWriteRequest } from './ai-writer';
import { askedQuestion, lastMessageFromThem, recentConversation, transcript } from './conversation';

export interface ChatMessage {
  readonly role: 'system' | 'user';
  readonly content: string;
}

const PROFILE_LABELS: ReadonlyArray<readonly [keyof AiLeadProfile, string]> = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['headline', 'Headline'],
  ['jobTitle', 'Job title'],
  ['companyName', 'Company'],
  ['location', 'Location'],
  ['country', 'Country'],
];

/**
 * The conversation asking a chat model for one message: the rules (plain text, no placeholders,
 * at most `budget` characters) as the system message; the user's prompt, the lead's known profile
 * fields, the sender and, for a reply, the conversation so far and the message to answer, as the
 * user message. The model is asked for a little less than the budget, since models count
 * characters loosely; whatever still overshoots is cut by the writer.
 */
export function chatInstructions(request: AiWriteRequest, budget: number): ChatMessage[] {
  const conversation = recentConversation(request.conversation);
  const reply = conversation.length > 0;
  const what = reply
    ? "the sender's next message in a LinkedIn conversation"
    : request.kind === 'connection-note'
      ? 'the note of a LinkedIn connection invitation'
      : 'a LinkedIn direct message';
  const target = Math.max(1, Math.floor(budget * 0.85));
  const system = [
    `You write ${what} on behalf of the sender, to the recipient described below, following the sender's instructions.`,
    ...(reply
      ? [
          "It is a reply: it follows on from the conversation, answers any question in the recipient's messages since the sender's last one first, and does not introduce the sender again.",
          'When the instructions and the profiles do not tell the answer to a question, it says the sender will check and come back, rather than guessing or quoting the question back.',
        ]
      : []),
    'Answer with the message text only: plain text, no subject line, no markdown, no quotation marks around it,',
    'and no placeholders or brackets to fill in (such as {{firstName}} or [Name]): use what the profile says, or leave it out.',
    `The whole message must be at most ${budget} characters, counting spaces and line breaks; aim for about ${target}.`,
  ].join(' ');

  const profile = PROFILE_LABELS.filter(([key]) => request.profile[key]).map(
    ([key, label]) => `- ${label}: ${request.profile[key]}`,
  );
  const sender = request.sender;
  const senderLines = sender
    ? [
        sender.name && `- Name: ${sender.name}`,
        sender.headline && `- Headline: ${sender.headline}`,
        sender.companyName && `- Company: ${sender.companyName}`,
      ].filter((line): line is string => !!line)
    : [];
  const them = request.profile.firstName?.trim() || null;
  // Our own message is the latest: the reply follows it up, and their older message is answered already.
  const oursLast = conversation.at(-1)?.isSender === true;
  const last = oursLast ? null : lastMessageFromThem(conversation);
  const question = askedQuestion(last);
  const user = [
    `Instructions from the sender:\n${request.prompt.trim()}`,
    `Recipient profile:\n${profile.length > 0 ? profile.join('\n') : '- (nothing known)'}`,
    ...(senderLines.length > 0 ? [`Sender:\n${senderLines.join('\n')}`] : []),
    ...(reply
      ? [`The conversation so far, oldest first ("Me" is the sender):\n${transcript(conversation, them)}`]
      : []),
    ...(last ? [`${them ? `${them}'s` : 'Their'} last message, which the reply answers:\n${last}`] : []),
    ...(oursLast
      ? ["The latest message is the sender's own: write a short follow-up to it, without repeating it."]
      : []),
    ...(question
      ? [`It asks: "${question}". Answer that question first, from the instructions and what the sender would know.`]
      : []),
    `Write the ${reply ? 'reply' : 'message'} now, at most ${budget} characters.`,
  ].join('\n\n');

  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
