import { actionLabel, initialsOf, leadLabel, stepLabel, stepTotals, waitingText } from './lead-row-view';
import { formatDateTime } from '../layout/dates';

describe('campaign page: what a lead row shows', () => {
  it('names a lead by its profile, else by the handle of its address', () => {
    expect(leadLabel({ name: 'Ada Lovelace', profileUrl: 'https://www.linkedin.com/in/ada/' })).toBe('Ada Lovelace');
    expect(leadLabel({ name: null, profileUrl: 'https://www.linkedin.com/in/grace-hopper/' })).toBe('grace-hopper');
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('grace-hopper')).toBe('GH');
  });

  it('names steps as the builder does, actions in words, and counts leads at a step and ended there', () => {
    const nodes = [
      {
        id: 'n1',
        type: 'send-connection' as const,
        position: { x: 0, y: 0 },
        data: { type: 'send-connection' as const, label: 'Send Connection', params: {} },
      },
    ];
    expect(stepLabel('n1', nodes)).toBe('Send Connection');
    expect(stepLabel('gone', nodes)).toBe('gone');
    expect(actionLabel('send-connection')).toBe('Sent invitation');
    expect(stepTotals({ scheduled: 2, running: 1, awaiting: 3, completed: 4, failed: 1 })).toEqual({
      here: 6,
      ended: 5,
    });
    expect(stepTotals(undefined)).toEqual({ here: 0, ended: 0 });
  });

  it('says why a lead waits with the time the wait ends, and only the reason when no time is known', () => {
    const until = '2026-11-29T08:00:00.000Z';
    expect(waitingText({ waiting: '8/8 invitations today, warm-up day 4', waitUntil: until })).toBe(
      `8/8 invitations today, warm-up day 4 — until ${formatDateTime(until)}`,
    );
    expect(waitingText({ waiting: 'The LinkedIn account is disconnected', waitUntil: null })).toBe(
      'The LinkedIn account is disconnected',
    );
    expect(waitingText({ waiting: null, waitUntil: until })).toBe('');
  });
});
