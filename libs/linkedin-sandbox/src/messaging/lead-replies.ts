/** What synthetic leads answer; one is picked per reply by a fixed draw. */
export const LEAD_REPLIES = [
  'Thanks for reaching out! Happy to chat next week.',
  'Hi, thanks for the message. Could you send me more details?',
  'Not interested at the moment, but thank you.',
  'Interesting timing, we were just discussing this. When are you free for a call?',
  'Thanks! Please send over some information and I will take a look.',
  'Appreciate the note. Let me check with my team and get back to you.',
];
