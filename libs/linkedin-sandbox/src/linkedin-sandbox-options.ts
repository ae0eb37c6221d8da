import type { Router } from 'express';

export interface LinkedInSandboxOptions {
  /** State lives in this database, in its own schema. */
  databaseUrl: string;
  /** Default 'linkedin_sandbox'. */
  schema?: string;
  /** Required X-API-KEY value. */
  apiKey: string;
  /** Absolute URL where the router is mounted, e.g. http://localhost:3000/sandbox (for hosted-auth links). */
  publicUrl: string;
  /**
   * Lets a client that is not on this machine use the control API (header `Authorization: Bearer`
   * or `X-Sandbox-Control-Token`); without it, only loopback requests may.
   */
  controlToken?: string;
  /** Default 42: same seed → same population. */
  seed?: number;
  /** Default 10000. */
  population?: number;
}

export interface LinkedInSandbox {
  /** Serves /api/v1/..., /control/..., /hosted-auth/... relative to its mount point. */
  router: Router;
  /**
   * The sandbox's clock (a Clock for the rest of the product: speeding the sandbox up moves the
   * runner, trials and limits with it).
   */
  clock: { now(): Date; realMs(ms: number): number };
  /** Throws when its database does not answer (readiness). */
  ping(): Promise<void>;
  /** Stops timers, ends the pool. */
  close(): Promise<void>;
}
