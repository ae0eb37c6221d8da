/**
 * How the user has ended or narrowed a step's test: a chosen winner (only it is sent from then on)
 * or paused variants (not sent until a winner is chosen). Folded from the campaign's events.
 */
export interface StepVariantChoice {
  readonly chosen: string | null;
  readonly paused: readonly string[];
}

/** Per step id. */
export type VariantChoices = Readonly<Record<string, StepVariantChoice>>;

export const NO_VARIANT_CHOICE: StepVariantChoice = { chosen: null, paused: [] };
