import { assignVariant, liveVariants, unitHash } from './variant-assignment';
import type { MessageVariant } from './message-variant';

const variants: MessageVariant[] = [
  { id: 'a', name: 'Short', text: 'Hi {{firstName}}' },
  { id: 'b', name: 'Long', text: 'Hello {{firstName}}, we met at the fair' },
];
const draw = (targetId: string) => ({ campaignId: 'c1', stepId: 'connect', targetId });
const leads = (n: number) => Array.from({ length: n }, (_, i) => `c1:${i}`);

describe('assignVariant', () => {
  it('gives a lead the same variant every time it is asked (a retry, a reconciliation, a replay)', () => {
    for (const lead of leads(50)) {
      const first = assignVariant(draw(lead), variants)!.id;
      for (let again = 0; again < 3; again++) expect(assignVariant(draw(lead), [...variants])!.id).toBe(first);
    }
  });

  it('draws from campaign, step and lead: another step or campaign draws afresh', () => {
    const here = leads(200).map((l) => assignVariant(draw(l), variants)!.id);
    const otherStep = leads(200).map((l) => assignVariant({ ...draw(l), stepId: 'message' }, variants)!.id);
    const otherCampaign = leads(200).map((l) => assignVariant({ ...draw(l), campaignId: 'c2' }, variants)!.id);
    expect(otherStep).not.toEqual(here);
    expect(otherCampaign).not.toEqual(here);
  });

  it('splits equal weights evenly, within 3 % of 10,000 leads', () => {
    const counts = { a: 0, b: 0 };
    for (const lead of leads(10_000)) counts[assignVariant(draw(lead), variants)!.id as 'a' | 'b']++;
    expect(Math.abs(counts.a - 5000)).toBeLessThan(300);
  });

  it('follows the weights: 1:3 gives a quarter and three quarters, four variants 1:1:1:2 a fifth each and two fifths', () => {
    const weighted = [
      { ...variants[0], weight: 1 },
      { ...variants[1], weight: 3 },
    ];
    const a = leads(10_000).filter((l) => assignVariant(draw(l), weighted)!.id === 'a').length;
    expect(Math.abs(a - 2500)).toBeLessThan(250);

    const four: MessageVariant[] = ['w', 'x', 'y', 'z'].map((id, i) => ({
      id,
      name: id,
      text: id,
      weight: i === 3 ? 2 : 1,
    }));
    const counts: Record<string, number> = { w: 0, x: 0, y: 0, z: 0 };
    for (const lead of leads(20_000)) counts[assignVariant(draw(lead), four)!.id]++;
    for (const id of ['w', 'x', 'y']) expect(Math.abs(counts[id] - 4000)).toBeLessThan(400);
    expect(Math.abs(counts.z - 8000)).toBeLessThan(500);
  });

  it('hands out only the chosen variant once a winner is picked, and never a paused one', () => {
    for (const lead of leads(200)) {
      expect(assignVariant(draw(lead), variants, { chosen: 'b', paused: [] })!.id).toBe('b');
      expect(assignVariant(draw(lead), variants, { chosen: null, paused: ['a'] })!.id).toBe('b');
    }
  });

  it('keeps every lead whose variant is still live on the same variant when another is paused', () => {
    const three = [...variants, { id: 'c', name: 'Third', text: 'Hey' }];
    const before = leads(300).map((l) => assignVariant(draw(l), three)!.id);
    const after = leads(300).map((l) => assignVariant(draw(l), three, { chosen: null, paused: ['c'] })!.id);
    // Not a promise of the hash for every lead, but paused leads move and most others stay.
    expect(after.every((id) => id !== 'c')).toBe(true);
    const stayed = before.filter((id, i) => id !== 'c' && after[i] === id).length;
    expect(stayed / before.filter((id) => id !== 'c').length).toBeGreaterThan(0.5);
  });
});

describe('liveVariants', () => {
  it('goes on with every variant when all were paused, rather than stalling the leads', () => {
    expect(liveVariants(variants, { chosen: null, paused: ['a', 'b'] }).map((v) => v.id)).toEqual(['a', 'b']);
  });
});

describe('unitHash', () => {
  it('lies in [0, 1) and spreads neighbouring keys apart', () => {
    const values = leads(1000).map(unitHash);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    const low = values.filter((v) => v < 0.1).length;
    expect(low).toBeGreaterThan(60);
    expect(low).toBeLessThan(140);
  });
});
