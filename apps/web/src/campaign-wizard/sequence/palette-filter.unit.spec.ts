import { PALETTE } from './builder-nodes';
import { offeredPalette } from './palette-filter';

const withLater = [
  ...PALETTE,
  { type: 'follow-profile', label: 'Follow', group: 'action' },
  { type: 'send-inmail', label: 'Send InMail', group: 'action' },
  { type: 'delay', label: 'Delay', group: 'action' },
  { type: 'end-sequence', label: 'End', group: 'action' },
] as const;

describe('palette filter', () => {
  it('given a provider without follow, then Follow is not offered and everything else is', () => {
    const supported = new Set(['view-profile', 'send-connection', 'send-message', 'check-connection', 'send-inmail', 'like-post']);
    expect(offeredPalette(withLater, supported).map((e) => e.label)).toEqual([
      'Send Connection', 'Send Message', 'View Profile', 'Check Connection', 'Send InMail', 'Delay', 'End',
    ]);
  });

  it('given a provider that does nothing, then only the steps that ask nothing of it remain', () => {
    expect(offeredPalette(withLater, new Set()).map((e) => e.type)).toEqual(['delay', 'end-sequence']);
  });

  it('given no answer yet, then the whole palette is offered', () => {
    expect(offeredPalette(PALETTE, null)).toEqual([...PALETTE]);
  });
});
