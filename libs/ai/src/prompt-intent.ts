/**
 * What a free-text prompt asks for, read without a model (for the offline writer): the purpose
 * of the message by keywords, and the subject after "about" / "regarding", addressed to the lead.
 */
export type PromptIntent =
  | 'hiring'
  | 'event'
  | 'meeting'
  | 'partnership'
  | 'product'
  | 'advice'
  | 'congratulate'
  | 'thank'
  | 'connect'
  | 'general';

/** First match wins: the more specific purposes come first. */
const INTENT_KEYWORDS: ReadonlyArray<readonly [PromptIntent, RegExp]> = [
  ['hiring', /\b(hir(e|es|ed|ing)|recruit\w*|job|jobs|vacanc\w*|opening|career|candidates?|talent)\b/i],
  ['event', /\b(webinar|event|conference|meetup|summit|workshop|masterclass)s?\b/i],
  ['meeting', /\b(call|meet|meeting|coffee|demo|zoom|schedule|book|catch up)\b/i],
  ['partnership', /\b(partner\w*|collaborat\w*|joint venture|co-?market\w*)\b/i],
  ['product', /\b(product|service|solution|offer|offering|tool|platform|software|app|saas)s?\b/i],
  ['advice', /\b(advice|feedback|opinion|insights?|perspective|thoughts)\b/i],
  ['congratulate', /\b(congrat\w*|promotion|anniversary|new role|milestone)\b/i],
  ['thank', /\b(thank\w*|grateful|appreciat\w*)\b/i],
  ['connect', /\b(connect\w*|network\w*|introduc\w*|get to know|invite|invitation)\b/i],
];

export function promptIntent(prompt: string): PromptIntent {
  return INTENT_KEYWORDS.find(([, pattern]) => pattern.test(prompt))?.[0] ?? 'general';
}

const MAX_TOPIC_WORDS = 10;

/** Third person about the lead becomes second person to the lead ("their team" → "your team"). */
const TO_SECOND_PERSON: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bthey're\b/gi, "you're"],
  [/\bthey are\b/gi, 'you are'],
  [/\bthey were\b/gi, 'you were'],
  [/\bthey\b/gi, 'you'],
  [/\bthem\b/gi, 'you'],
  [/\btheirs\b/gi, 'yours'],
  [/\btheir\b/gi, 'your'],
  [/\bhis\b/gi, 'your'],
  [/\bhim\b/gi, 'you'],
  [/\bher\b/gi, 'your'],
];

/**
 * The subject the prompt names ("... about our new analytics tool, keep it short" → "our new
 * analytics tool"), or null when there is none or it would not read well in a sentence.
 */
export function promptTopic(prompt: string): string | null {
  const match = /\b(?:about|regarding|concerning)\s+([^.!?\n;:,()"“”]+)/i.exec(prompt);
  if (!match) return null;
  let topic = match[1].trim().replace(/\s+/g, ' ');
  // "about X and ask/keep/make ..." goes on with more instructions: keep only X.
  topic = topic.replace(
    /\s+(and|but|then|while|so)\s+(ask|keep|make|be|use|mention|write|sound|say|end|include|add|invite|suggest|tell|offer)\b.*$/i,
    '',
  );
  const words = topic.split(' ');
  if (topic === '' || words.length > MAX_TOPIC_WORDS) return null;
  // "he is" / "she has" would need verbs changed too: better no topic than broken grammar.
  if (/\b(he|she|he's|she's)\b/i.test(topic)) return null;
  if (/[{}[\]<>]/.test(topic)) return null;
  for (const [pattern, replacement] of TO_SECOND_PERSON) topic = topic.replace(pattern, replacement);
  return topic;
}
