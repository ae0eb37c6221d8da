import { askedQuestion, lastMessageFromThem, recentConversation, transcript } from './conversation';

describe('the conversation a reply is written into', () => {
  it('keeps the latest ten messages with text, oldest first, tidied', () => {
    const lines = Array.from({ length: 12 }, (_, i) => ({ text: `  message\n ${i} `, isSender: i % 2 === 1 }));
    const recent = recentConversation([...lines, { text: '   ', isSender: false }]);
    expect(recent).toHaveLength(10);
    expect(recent[0]).toEqual({ text: 'message 2', isSender: false });
    expect(transcript(recent.slice(0, 2), 'Ada')).toBe('Ada: message 2\nMe: message 3');
    expect(transcript(recent.slice(0, 1), null)).toBe('Them: message 2');
  });

  it("finds the other person's latest message, even after one of ours", () => {
    expect(
      lastMessageFromThem([
        { text: 'Hi', isSender: true },
        { text: 'What do you do?', isSender: false },
        { text: 'Let me see', isSender: true },
      ]),
    ).toBe('What do you do?');
    expect(lastMessageFromThem([{ text: 'Hi', isSender: true }])).toBeNull();
  });

  it.each([
    ['Thanks for connecting! What exactly does your team do?', 'What exactly does your team do?'],
    ['What exactly does your team do', 'What exactly does your team do'],
    ['Is it free? I could not tell.', 'Is it free?'],
    ['Thanks for connecting, glad to be in touch.', null],
    ['Great. Talk soon!', null],
    [null, null],
  ])('%p asks %p', (message, question) => {
    expect(askedQuestion(message)).toBe(question);
  });
});
