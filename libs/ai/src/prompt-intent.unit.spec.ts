import { promptIntent, promptTopic } from './prompt-intent';

describe('promptIntent', () => {
  it.each([
    ['We are hiring a senior engineer, pitch the role', 'hiring'],
    ['Invite them to our webinar next Tuesday', 'event'],
    ['Ask for a 15 minute call', 'meeting'],
    ['Propose a partnership between our agencies', 'partnership'],
    ['Introduce our analytics platform', 'product'],
    ['Ask for their feedback on our pricing page', 'advice'],
    ['Congratulate them on the promotion', 'congratulate'],
    ['Thank them for the podcast episode', 'thank'],
    ['Ask to connect, friendly tone', 'connect'],
    ['Be nice', 'general'],
  ])('%s → %s', (prompt, intent) => {
    expect(promptIntent(prompt)).toBe(intent);
  });
});

describe('promptTopic', () => {
  it('takes the subject after about/regarding, up to the next clause', () => {
    expect(promptTopic('Write a short note about our new analytics tool, keep it casual')).toBe(
      'our new analytics tool',
    );
    expect(promptTopic('Message regarding the Berlin meetup.')).toBe('the Berlin meetup');
    expect(promptTopic('Ask about pricing and keep it short')).toBe('pricing');
  });

  it('speaks to the lead: their → your, them → you', () => {
    expect(promptTopic('Compliment them about their recent funding round')).toBe('your recent funding round');
    expect(promptTopic('Ask about how they scaled their team')).toBe('how you scaled your team');
  });

  it('gives nothing when there is no subject, or it would read badly', () => {
    expect(promptTopic('Be friendly and short')).toBeNull();
    expect(promptTopic('Ask about how she is doing')).toBeNull();
    expect(promptTopic('Talk about {{company}} growth')).toBeNull();
    expect(promptTopic('Talk about one two three four five six seven eight nine ten eleven')).toBeNull();
  });
});
