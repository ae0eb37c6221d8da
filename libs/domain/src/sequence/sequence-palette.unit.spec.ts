import { offeredPalette, PALETTE } from './sequence-palette';

describe('palette filter', () => {
  it('given a provider without follow (Unipile), then Follow is not offered and everything else is', () => {
    const supported = new Set([
      'view-profile',
      'send-connection',
      'send-message',
      'check-connection',
      'send-inmail',
      'like-post',
      'endorse-skill',
    ]);
    expect(offeredPalette(PALETTE, supported).map((e) => e.label)).toEqual([
      'Send Connection',
      'Send Message',
      'View Profile',
      'Like a Recent Post',
      'Endorse Skills',
      'Send InMail',
      'Check Connection',
      'Delay',
      'End',
    ]);
  });

  it('given a provider that does nothing, then only the steps that ask nothing of it remain', () => {
    expect(offeredPalette(PALETTE, new Set()).map((e) => e.type)).toEqual(['delay', 'end-sequence']);
  });

  it('given no answer yet, then the whole palette is offered', () => {
    expect(offeredPalette(PALETTE, null)).toEqual([...PALETTE]);
  });
});
