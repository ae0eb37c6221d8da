/** Spec §2: the wizard's three steps, titled as the indicator shows them. */
export const WIZARD_STEPS = ['CREATE A LIST OF LEADS BELOW', 'CREATE SEQUENCE', 'FINALIZE YOUR CAMPAIGN'] as const;

export type WizardStep = 1 | 2 | 3;
