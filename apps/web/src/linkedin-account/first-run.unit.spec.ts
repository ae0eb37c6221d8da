import { firstRunSteps, showFirstRun } from './first-run';

describe('the first-run checklist', () => {
  it('starts with every step to do, the pages behind LinkedIn locked', () => {
    const steps = firstRunSteps({ linkedInConnected: false, settingsVisited: false, campaignCount: null });
    expect(steps.map((s) => [s.title, s.done, s.locked])).toEqual([
      ['Connect your LinkedIn account', false, false],
      ['Set your daily limits and schedule', false, true],
      ['Create your first campaign', false, true],
    ]);
    expect(showFirstRun({ linkedInConnected: false, settingsVisited: false, campaignCount: null })).toBe(true);
  });

  it('ticks each step as it is done and goes away once all are', () => {
    const facts = { linkedInConnected: true, settingsVisited: true, campaignCount: 0 };
    expect(firstRunSteps(facts).map((s) => s.done)).toEqual([true, true, false]);
    expect(showFirstRun(facts)).toBe(true);
    expect(showFirstRun({ ...facts, campaignCount: 2 })).toBe(false);
  });

  it("leaves a member's limits to the workspace's admins: nothing to open, nothing to do", () => {
    const steps = firstRunSteps({
      linkedInConnected: true,
      settingsVisited: false,
      campaignCount: 0,
      managesLimits: false,
    });
    expect(steps[1]).toMatchObject({ key: 'settings', done: true, to: null, actionLabel: null });
    expect(steps.map((s) => s.done)).toEqual([true, true, false]);
  });

  it('does not flash for a connected user while their campaigns are counted', () => {
    expect(showFirstRun({ linkedInConnected: true, settingsVisited: false, campaignCount: null })).toBe(false);
  });
});
