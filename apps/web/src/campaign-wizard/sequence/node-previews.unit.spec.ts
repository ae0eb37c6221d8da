import { nodePreviews } from './node-previews';

describe('what a node shows on the canvas', () => {
  it('given a long message, then its first 25 characters', () => {
    expect(
      nodePreviews({
        type: 'send-message',
        label: 'Send Message',
        params: { message: 'Hi {{firstName}}, great to meet you' },
      }),
    ).toEqual({
      note: 'Hi {{firstName}}, great t…',
      url: '',
    });
  });

  it('given an AI invitation, then its instructions rather than the leftover note', () => {
    expect(
      nodePreviews({
        type: 'send-connection',
        label: 'Send Connection',
        params: { isAI: true, aiPrompt: 'Be brief', note: 'old' },
      }).note,
    ).toBe('Be brief');
  });

  it('given a profile URL, then the URL without scheme and www', () => {
    expect(
      nodePreviews({
        type: 'view-profile',
        label: 'View Profile',
        params: { profileUrl: 'https://www.linkedin.com/in/ada-lovelace/' },
      }),
    ).toEqual({
      note: '',
      url: 'linkedin.com/in/ada-…',
    });
  });
});
