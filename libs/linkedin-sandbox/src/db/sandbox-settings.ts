import type { Queryable } from './sandbox-database';
import { readSetting, writeSetting } from './settings-store';

/** Injected faults that apply to every API call. */
export interface Faults {
  latencyMs: number;
  /** Above latencyMs: each call waits a random time between the two (a real provider's spread). */
  latencyMaxMs: number;
  errorRate: number;
  dropWebhooks: boolean;
}

/**
 * An acceptance probability for invitations whose note contains `contains` (an A/B test of notes:
 * LinkedIn sees only the text, so the sandbox tells variants apart by it). '' matches every note,
 * and an invitation without one.
 */
export interface AcceptRule {
  contains: string;
  probability: number;
}

/** How the synthetic leads behave. */
export interface Behaviour {
  acceptProbability: number;
  /** Checked in order before acceptProbability: the first rule whose text the note contains decides. */
  acceptProbabilityByText: AcceptRule[];
  acceptDelayHours: [number, number];
  replyProbability: number;
  replyDelayHours: [number, number];
}

/** The probability the lead accepts an invitation with this note (undefined: none). */
export function acceptProbabilityFor(behaviour: Behaviour, note: string | undefined): number {
  const rule = behaviour.acceptProbabilityByText.find((r) => (note ?? '').includes(r.contains));
  return rule ? rule.probability : behaviour.acceptProbability;
}

export const DEFAULT_FAULTS: Faults = { latencyMs: 0, latencyMaxMs: 0, errorRate: 0, dropWebhooks: false };
export const DEFAULT_BEHAVIOUR: Behaviour = {
  acceptProbability: 0.35,
  acceptProbabilityByText: [],
  acceptDelayHours: [1, 72],
  replyProbability: 0.2,
  replyDelayHours: [1, 48],
};

/** Faults and behaviour, cached in memory (read on every call) and written through to Postgres. */
export class SandboxSettings {
  private constructor(
    private readonly db: Queryable,
    private currentFaults: Faults,
    private currentBehaviour: Behaviour,
  ) {}

  static async load(db: Queryable): Promise<SandboxSettings> {
    const faults = { ...DEFAULT_FAULTS, ...(await readSetting<Partial<Faults>>(db, 'faults')) };
    const behaviour = { ...DEFAULT_BEHAVIOUR, ...(await readSetting<Partial<Behaviour>>(db, 'behaviour')) };
    return new SandboxSettings(db, faults, behaviour);
  }

  get faults(): Faults {
    return this.currentFaults;
  }

  get behaviour(): Behaviour {
    return this.currentBehaviour;
  }

  async setFaults(faults: Faults): Promise<void> {
    this.currentFaults = faults;
    await writeSetting(this.db, 'faults', faults);
  }

  async setBehaviour(behaviour: Behaviour): Promise<void> {
    this.currentBehaviour = behaviour;
    await writeSetting(this.db, 'behaviour', behaviour);
  }
}
