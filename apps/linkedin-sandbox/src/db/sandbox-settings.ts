import type { Queryable } from './sandbox-database';
import { readSetting, writeSetting } from './settings-store';

/** Injected faults that apply to every API call. */
export interface Faults {
  latencyMs: number;
  errorRate: number;
  dropWebhooks: boolean;
}

/** How the synthetic leads behave. */
export interface Behaviour {
  acceptProbability: number;
  acceptDelayHours: [number, number];
  replyProbability: number;
  replyDelayHours: [number, number];
}

export const DEFAULT_FAULTS: Faults = { latencyMs: 0, errorRate: 0, dropWebhooks: false };
export const DEFAULT_BEHAVIOUR: Behaviour = {
  acceptProbability: 0.35,
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
