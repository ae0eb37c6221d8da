/** `GET /api/health`: the process answers. */
export interface Health {
  readonly status: 'ok';
}

/**
 * `GET /api/ready`: every dependency answers and a projector runs (`degraded` when the projector set
 * events aside or falls behind past PROJECTOR_MAX_LAG_MS).
 */
export interface Readiness {
  readonly status: 'ready' | 'degraded';
  readonly checks: {
    readonly database: 'up' | 'down';
    readonly eventStore: 'up' | 'down';
    readonly bus: 'up' | 'down';
    readonly projector: 'up' | 'down';
  };
  /** How far the read models are behind the last event, in seconds. */
  readonly projectorLagSeconds?: number;
  readonly parkedEvents?: number;
  readonly message?: string;
  readonly linkedin?: { readonly answerMismatches: number; readonly mismatchedFields: number };
}

/** What `/api/ready` tells anyone but an operator: ready or not (the detail is for this machine or OPERATOR_TOKEN). */
export interface PublicReadiness {
  readonly status: 'ready';
}

/** `GET /api/ready`'s answer: the detail to an operator, ready-or-not to anyone else. */
export type ReadinessAnswer = Readiness | PublicReadiness;
