import type { DomainEvent } from '../events/event';

/**
 * The user ended a step's test by picking its winner: only it is assigned from then on. `by` is the
 * person who chose (the metadata's actor says whether by hand or through an API key).
 */
export type VariantChosen = DomainEvent<
  'VariantChosen',
  { campaignId: string; stepId: string; variantId: string; variantName: string; by: string; occurredAt: string }
>;

/** The user stopped handing out one variant of a step; the others share its leads. */
export type VariantPaused = DomainEvent<
  'VariantPaused',
  { campaignId: string; stepId: string; variantId: string; variantName: string; by: string; occurredAt: string }
>;

export type VariantEvent = VariantChosen | VariantPaused;
