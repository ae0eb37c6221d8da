import { variantWeight, type MessageVariant } from './message-variant';
import type { StepVariantChoice } from './variant-choice';

/** Where a lead meets a step: what its variant is drawn from. */
export interface VariantDraw {
  readonly campaignId: string;
  readonly stepId: string;
  readonly targetId: string;
}

/**
 * FNV-1a over the UTF-16 units, then murmur3's finaliser so near-identical keys (lead 17, lead 18)
 * land far apart: a number in [0, 1) that depends on the key alone.
 */
export function unitHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 0x1_0000_0000;
}

/** The variants still handed out: the chosen one alone once a winner is picked, else those not paused. */
export function liveVariants<V extends MessageVariant>(variants: readonly V[], choice?: StepVariantChoice): V[] {
  if (choice?.chosen) {
    const chosen = variants.find((v) => v.id === choice.chosen);
    if (chosen) return [chosen];
  }
  const paused = new Set(choice?.paused ?? []);
  const left = variants.filter((v) => !paused.has(v.id));
  // Every variant paused: nothing is left to test, so all go on rather than the lead stalling.
  return left.length > 0 ? left : [...variants];
}

/**
 * The lead's variant of a step: drawn by weight from a hash of campaign, step and lead, so a retry,
 * a reconciliation or a replay draws the same one; no randomness, no clock.
 */
export function assignVariant<V extends MessageVariant>(
  draw: VariantDraw,
  variants: readonly V[],
  choice?: StepVariantChoice,
): V | null {
  const live = liveVariants(variants, choice);
  if (live.length === 0) return null;
  const total = live.reduce((sum, v) => sum + variantWeight(v), 0);
  const point = unitHash(`${draw.campaignId}|${draw.stepId}|${draw.targetId}`) * total;
  let reached = 0;
  for (const variant of live) {
    reached += variantWeight(variant);
    if (point < reached) return variant;
  }
  return live[live.length - 1];
}
