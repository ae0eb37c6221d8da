import { EMPTY_AI_LEAD_PROFILE, type AiLeadProfile } from './ai-lead-profile';
import type { AiWriteRequest } from './ai-writer';
import { OfflineAiWriter } from './offline-ai-writer';

const anna: AiLeadProfile = {
  firstName: 'Anna',
  lastName: 'Berg',
  headline: 'Head of Growth at Acme | SaaS | Speaker',
  companyName: 'Acme Analytics',
  jobTitle: 'Head of Growth',
  location: 'Oslo, Norway',
  country: 'Norway',
};

const writer = new OfflineAiWriter();
const write = (request: Partial<AiWriteRequest>) =>
  writer.write({
    kind: 'message',
    prompt: 'Ask for a short call about their growth plans',
    characterLimit: 500,
    profile: anna,
    ...request,
  });

describe('OfflineAiWriter', () => {
  it('writes a letter from the profile and the prompt, labelled offline', async () => {
    const result = await write({ sender: { name: 'Bob Stone' } });
    expect(result.writer).toBe('offline');
    expect(result.text).toBe(
      [
        'Hi Anna,',
        'I came across your profile and your work as Head of Growth at Acme Analytics caught my attention. Would you be open to a short call about your growth plans?',
        'Looking forward to hearing from you.',
        'Best regards,\nBob',
      ].join('\n\n'),
    );
  });

  it('writes a connection note as one short paragraph', async () => {
    const { text } = await write({ kind: 'connection-note', prompt: 'Ask to connect', characterLimit: 300 });
    expect(text).toBe(
      "Hi Anna, I came across your profile and your work as Head of Growth at Acme Analytics caught my attention. I'd be glad to connect.",
    );
  });

  it('is deterministic', async () => {
    expect(await write({})).toEqual(await write({}));
  });

  it('follows the purpose of the prompt', async () => {
    expect((await write({ prompt: 'Invite them to our webinar' })).text).toContain("We're hosting an event");
    expect((await write({ prompt: 'We are hiring, mention the job' })).text).toContain('an opportunity');
    expect((await write({ prompt: 'Congratulate them about their promotion' })).text).toContain(
      'Congratulations on your promotion!',
    );
  });

  it('does without the fields it does not know', async () => {
    const onlyCompany = await write({ profile: { ...EMPTY_AI_LEAD_PROFILE, firstName: 'Li', companyName: 'Globex' } });
    expect(onlyCompany.text).toMatch(/^Hi Li,\n\nI noticed your work at Globex\./);
    const onlyHeadline = await write({ profile: { ...EMPTY_AI_LEAD_PROFILE, headline: 'Builder of things' } });
    expect(onlyHeadline.text).toMatch(/^Hi there,\n\nYour profile caught my attention: Builder of things\./);
    const onlyPlace = await write({ profile: { ...EMPTY_AI_LEAD_PROFILE, location: 'Lyon, France' } });
    expect(onlyPlace.text).toContain("saw you're based in Lyon.");
    const nothing = await write({ profile: EMPTY_AI_LEAD_PROFILE, prompt: '' });
    expect(nothing.text).toBe(
      "Hi there,\n\nI came across your profile. I'd love to hear what you're focused on at the moment.\n\nLooking forward to hearing from you.\n\nBest regards",
    );
  });

  it('never lets profile text or the prompt put a placeholder in the message', async () => {
    const { text } = await write({
      profile: { ...anna, firstName: '{{firstName}}', companyName: 'Acme {{company}}' },
      prompt: 'Talk about {{topic}}',
    });
    expect(text).not.toContain('{{');
    expect(text).toMatch(/^Hi there,/);
  });

  it('keeps the most important parts when the limit is tight', async () => {
    const { text } = await write({ characterLimit: 100, sender: { name: 'Bob' } });
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text).toMatch(/^Hi Anna,/);
    expect(text).toMatch(/Acme Analytics|call/);
  });

  const limits = Array.from({ length: 20 }, (_, i) => 100 + i * 100);
  const profiles: Array<[string, AiLeadProfile]> = [
    ['full', anna],
    ['empty', EMPTY_AI_LEAD_PROFILE],
    [
      'very long fields',
      {
        ...anna,
        firstName: 'A'.repeat(120),
        jobTitle: 'Chief '.repeat(80),
        companyName: 'Company '.repeat(100),
        headline: 'h '.repeat(500),
      },
    ],
  ];
  it.each(profiles)('stays within every limit from 100 to 2000 (%s profile), for both kinds', async (_, profile) => {
    for (const kind of ['message', 'connection-note'] as const) {
      for (const characterLimit of limits) {
        const { text } = await write({ kind, profile, characterLimit, sender: { name: 'Bob Stone' } });
        expect(text.length).toBeLessThanOrEqual(Math.min(characterLimit, kind === 'connection-note' ? 300 : 5000));
        expect(text.length).toBeGreaterThan(0);
        expect(text).not.toContain('{{');
      }
    }
  });

  it('uses more of a larger limit, up to the whole letter', async () => {
    const lengths = await Promise.all(
      [100, 150, 200, 500].map(
        async (characterLimit) => (await write({ characterLimit, sender: { name: 'Bob' } })).text.length,
      ),
    );
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(lengths[0]).toBeLessThan(lengths[3]);
  });

  describe('a reply in a chat', () => {
    const opening = [{ text: 'Hi Anna, thanks for connecting!', isSender: true }];
    const reply = (last: string) =>
      write({
        prompt: 'Suggest a short call next week',
        sender: { name: 'Bob Stone' },
        conversation: [...opening, { text: last, isSender: false }],
      });

    it('answers what their question asks, so the question changes the answer', async () => {
      const asked = await reply('Thanks, likewise. What exactly does your team do?');
      const told = await reply('Thanks, likewise. I run growth at Acme.');
      expect(asked.text).not.toBe(told.text);
      expect(asked.text).toBe(
        [
          'Hi Anna,',
          "Happy to explain: I'll send you a short overview. I'd love to hear more about your work as Head of Growth at Acme Analytics. Would you be open to a short call in the coming weeks?",
          'Looking forward to hearing from you.',
          'Best regards,\nBob',
        ].join('\n\n'),
      );
      expect(told.text).toMatch(/^Hi Anna,\n\nYou're welcome, and thanks for getting back to me\./);
    });

    it('never quotes a question it cannot answer: it promises an answer, naming what it is about', async () => {
      const { text } = await write({
        prompt: 'Suggest a short call next week',
        sender: { name: 'Bob Stone' },
        conversation: [
          ...opening,
          { text: 'Hi Bob, what does your product do?', isSender: false },
          { text: 'Also, do you integrate with HubSpot?', isSender: false },
        ],
      });
      expect(text).not.toContain('HubSpot?');
      expect(text).not.toContain('"');
      expect(text).toContain(
        "Happy to explain: I'll send you a short overview. Good question about HubSpot: let me check and come back to you with a proper answer.",
      );
    });

    it('offers a time when they ask for a call, without pitching one again', async () => {
      const { text } = await reply('Sure, can we have a call on Thursday?');
      expect(text).toContain("I'd be glad to set up a call: which day and time suit you best?");
      expect(text).not.toContain('Would you be open to a short call');
    });

    it('takes a no gracefully, with no pitch', async () => {
      const { text } = await reply('Thanks, but not interested.');
      expect(text).toBe(
        ['Hi Anna,', 'No problem at all, thanks for letting me know.', 'All the best.', 'Best regards,\nBob'].join(
          '\n\n',
        ),
      );
    });

    it('does not open with how we came across their profile, as a first message would', async () => {
      const { text } = await reply('Sounds good');
      expect(text).not.toContain('came across your profile');
      expect(text).toMatch(/^Hi Anna,\n\nGreat to hear! /);
    });

    it('follows up when our message is the latest, rather than answering theirs again', async () => {
      const { text } = await write({
        conversation: [
          { text: 'Is it free?', isSender: false },
          { text: 'Let me check.', isSender: true },
        ],
      });
      expect(text).toContain('I wanted to follow up on my last message.');
      expect(text).not.toContain('Is it free');
    });

    it('stays within the limit', async () => {
      for (const characterLimit of [100, 150, 300]) {
        const { text } = await reply(`Could you tell me ${'much more about it '.repeat(20)}?`);
        expect(text.length).toBeLessThanOrEqual(500);
        expect(
          (await write({ characterLimit, conversation: [{ text: 'What do you do?', isSender: false }] })).text.length,
        ).toBeLessThanOrEqual(characterLimit);
      }
    });
  });

  it('refuses a limit that is not a positive number', async () => {
    await expect(write({ characterLimit: 0 })).rejects.toThrow(RangeError);
  });
});
