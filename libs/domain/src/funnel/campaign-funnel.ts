import type { Sequence } from '../sequence/sequence';
import { compareProportions, MIN_TRIALS_PER_VARIANT, type ProportionComparison } from '../statistics/proportion-tests';
import { wilsonInterval } from '../statistics/wilson-interval';
import { NO_VARIANT_CHOICE, type VariantChoices } from '../variants/variant-choice';

/** What the funnel counts of the leads at one step (or one variant of it). */
export interface FunnelCounts {
  /** Leads whose sequence arrived at the step. */
  readonly reached: number;
  /** Of them, leads the step's action reached LinkedIn for. */
  readonly performed: number;
  /** Invitations of the step the lead accepted. */
  readonly accepted: number;
  /** Leads who replied within 7 days of the step's action. */
  readonly repliedWithin7Days: number;
  /** Leads who replied at any time after reaching the step. */
  readonly replied: number;
  readonly stoppedByReply: number;
  readonly stoppedByFailure: number;
  readonly stoppedByDoNotContact: number;
}

/** The counts of one step and variant as the read model groups them (variant null: none was sent). */
export interface FunnelGroup extends FunnelCounts {
  readonly stepId: string;
  readonly variantId: string | null;
}

/** A rate out of the actions performed, with its 95 % Wilson interval (null when nothing was performed). */
export interface FunnelRate {
  readonly count: number;
  readonly of: number;
  readonly rate: number | null;
  readonly low: number | null;
  readonly high: number | null;
}

export interface FunnelRates {
  /** Acceptances per invitation sent (connect steps only). */
  readonly acceptance: FunnelRate | null;
  readonly replyWithin7Days: FunnelRate;
  readonly reply: FunnelRate;
}

export type VariantStatus = 'testing' | 'chosen' | 'paused' | 'retired';

export interface FunnelVariant extends FunnelCounts {
  readonly variantId: string;
  readonly name: string;
  readonly weight: number;
  readonly status: VariantStatus;
  readonly rates: FunnelRates;
}

/** One variant against the leading one, on the step's measure (acceptance for invitations, reply within 7 days otherwise). */
export interface VariantComparison {
  readonly variantId: string;
  readonly againstVariantId: string;
  readonly metric: 'acceptance' | 'replyWithin7Days';
  readonly result: ProportionComparison;
  /** What the page says. */
  readonly verdict: string;
}

export interface FunnelStep extends FunnelCounts {
  readonly stepId: string;
  readonly action: string;
  readonly rates: FunnelRates;
  readonly variants: FunnelVariant[];
  readonly comparisons: VariantComparison[];
}

export interface CampaignFunnel {
  readonly campaignId: string;
  /** Actions per variant below which no test is run: "not enough data yet". */
  readonly minimumSample: number;
  readonly significanceLevel: number;
  readonly steps: FunnelStep[];
}

/** A group no lead has reached yet. */
export const ZERO_FUNNEL_COUNTS: FunnelCounts = {
  reached: 0,
  performed: 0,
  accepted: 0,
  repliedWithin7Days: 0,
  replied: 0,
  stoppedByReply: 0,
  stoppedByFailure: 0,
  stoppedByDoNotContact: 0,
};
const KEYS = Object.keys(ZERO_FUNNEL_COUNTS) as (keyof FunnelCounts)[];

const add = (a: FunnelCounts, b: FunnelCounts): FunnelCounts =>
  Object.fromEntries(KEYS.map((k) => [k, a[k] + b[k]])) as unknown as FunnelCounts;
const countsOf = (g: FunnelCounts): FunnelCounts =>
  Object.fromEntries(KEYS.map((k) => [k, g[k]])) as unknown as FunnelCounts;

function rate(count: number, of: number): FunnelRate {
  const interval = wilsonInterval(count, of);
  return { count, of, rate: of > 0 ? count / of : null, low: interval?.low ?? null, high: interval?.high ?? null };
}

function ratesOf(counts: FunnelCounts, action: string): FunnelRates {
  return {
    acceptance: action === 'send-connection' ? rate(counts.accepted, counts.performed) : null,
    replyWithin7Days: rate(counts.repliedWithin7Days, counts.performed),
    reply: rate(counts.replied, counts.performed),
  };
}

const pct = (r: FunnelRate) => `${((r.rate ?? 0) * 100).toFixed(1)} %`;

function verdictOf(
  result: ProportionComparison,
  leader: FunnelVariant,
  other: FunnelVariant,
  metric: VariantComparison['metric'],
): string {
  if (result.test === 'none')
    return `Not enough data yet: each variant needs at least ${MIN_TRIALS_PER_VARIANT} actions performed`;
  const a = leader.rates[metric]!;
  const b = other.rates[metric]!;
  const test = result.test === 'z-test' ? 'two-proportion z-test' : "Fisher's exact test";
  const p = result.pValue < 0.001 ? 'p < 0.001' : `p = ${result.pValue.toFixed(3)}`;
  return result.significant
    ? `"${leader.name}" does better than "${other.name}" (${pct(a)} against ${pct(b)}; ${test}, ${p})`
    : `No significant difference between "${leader.name}" and "${other.name}" yet (${pct(a)} against ${pct(b)}; ${test}, ${p})`;
}

/**
 * The funnel of a campaign, step by step in the sequence's order (from its first step, then
 * along the ways on), each with its variants and, where a step has two or more, each variant
 * compared with the leading one. The counts are the read model's; everything else is computed
 * here, so the page, the API and the tests agree.
 */
export function campaignFunnel(
  campaignId: string,
  sequence: Pick<Sequence, 'initialStep' | 'steps'>,
  groups: readonly FunnelGroup[],
  choices: VariantChoices = {},
): CampaignFunnel {
  const order = stepOrder(sequence);
  const steps = order.map((stepId): FunnelStep => {
    const step = sequence.steps[stepId];
    const action = step.action;
    const mine = groups.filter((g) => g.stepId === stepId);
    const total = mine.reduce<FunnelCounts>((sum, g) => add(sum, countsOf(g)), ZERO_FUNNEL_COUNTS);
    const choice = choices[stepId] ?? NO_VARIANT_CHOICE;
    const variants = (step.params.variants ?? []).map((v): FunnelVariant => {
      const counts = mine
        .filter((g) => g.variantId === v.id)
        .reduce<FunnelCounts>((s, g) => add(s, countsOf(g)), ZERO_FUNNEL_COUNTS);
      const status: VariantStatus = choice.chosen
        ? choice.chosen === v.id
          ? 'chosen'
          : 'retired'
        : choice.paused.includes(v.id)
          ? 'paused'
          : 'testing';
      return {
        variantId: v.id,
        name: v.name,
        weight: v.weight ?? 1,
        status,
        ...counts,
        rates: ratesOf(counts, action),
      };
    });
    return {
      stepId,
      action,
      ...total,
      rates: ratesOf(total, action),
      variants,
      comparisons: compare(variants, action === 'send-connection' ? 'acceptance' : 'replyWithin7Days'),
    };
  });
  return { campaignId, minimumSample: MIN_TRIALS_PER_VARIANT, significanceLevel: 0.05, steps };
}

function compare(variants: readonly FunnelVariant[], metric: VariantComparison['metric']): VariantComparison[] {
  if (variants.length < 2) return [];
  const value = (v: FunnelVariant) => v.rates[metric]?.rate ?? -1;
  const leader = [...variants].sort((a, b) => value(b) - value(a) || b.performed - a.performed)[0];
  return variants
    .filter((v) => v !== leader)
    .map((other) => {
      const result = compareProportions({
        successes1: leader.rates[metric]!.count,
        trials1: leader.performed,
        successes2: other.rates[metric]!.count,
        trials2: other.performed,
      });
      return {
        variantId: other.variantId,
        againstVariantId: leader.variantId,
        metric,
        result,
        verdict: verdictOf(result, leader, other, metric),
      };
    });
}

/** The steps from the first along every way on (breadth first), then any the graph leaves unreached. */
function stepOrder(sequence: Pick<Sequence, 'initialStep' | 'steps'>): string[] {
  const seen = new Set<string>();
  const queue = [sequence.initialStep];
  while (queue.length > 0) {
    const id = queue.shift()!;
    const step = sequence.steps[id];
    if (!step || seen.has(id)) continue;
    seen.add(id);
    const next = step.next;
    if (typeof next === 'string') queue.push(next);
    else if (next) for (const side of [next.true, next.false]) if (side) queue.push(side.next);
  }
  for (const id of Object.keys(sequence.steps)) seen.add(id);
  return [...seen];
}
