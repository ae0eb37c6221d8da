import { replySituation } from './reply-shape';

const them = (text: string) => ({ text, isSender: false });
const us = (text: string) => ({ text, isSender: true });

describe('reply situation', () => {
  it('given no conversation, then the message opens it', () => {
    expect(replySituation([])).toEqual({ kind: 'opening' });
  });

  it('given our message last, then the reply follows it up', () => {
    expect(replySituation([them('Is it free?'), us('Let me check.')])).toEqual({
      kind: 'follow-up',
      ourLast: 'Let me check.',
    });
  });

  it('given their messages since ours, then each question is read in order, each need once', () => {
    expect(
      replySituation([
        us('Hi Anna, thanks for connecting!'),
        them('What does your company do? Can we talk on Monday?'),
        them('Also, do you integrate with HubSpot? And with Salesforce? And what about HubSpot again?'),
      ]),
    ).toEqual({
      kind: 'answer',
      needs: [
        { kind: 'about-us' },
        { kind: 'meeting' },
        { kind: 'hand-off', subject: 'HubSpot' },
        { kind: 'hand-off', subject: 'Salesforce' },
      ],
    });
  });

  it('given no question, then their tone: a no, a yes, thanks', () => {
    expect(replySituation([them('Not interested, thanks')])).toEqual({ kind: 'answer', needs: [{ kind: 'declined' }] });
    expect(replySituation([them('Sounds good!')])).toEqual({ kind: 'answer', needs: [{ kind: 'agreed' }] });
    expect(replySituation([them('Thanks for reaching out.')])).toEqual({ kind: 'answer', needs: [{ kind: 'thanks' }] });
    expect(replySituation([them('I run growth at Acme.')])).toEqual({ kind: 'answer', needs: [] });
  });
});
