import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of a process (prom-client), served on its health port at /metrics. One
 * registry per process; the all-in-one's parts share it. Names follow Prometheus's conventions:
 * `_total` counters, `_seconds` durations.
 */
export const metricsRegistry = new Registry();
// Node's own (process_cpu_seconds_total, nodejs_heap_size_used_bytes...), under their standard names.
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const eventsAppended = new Counter({
  name: 'outflow_events_appended_total',
  help: 'Events this process appended to the event store, by type',
  labelNames: ['type'],
  registers,
});

export const projectorBatchSeconds = new Histogram({
  name: 'outflow_projector_batch_seconds',
  help: 'Time the projector took to apply a batch of events and move its checkpoint',
  buckets: SECONDS_BUCKETS,
  registers,
});

export const projectorEventsApplied = new Counter({
  name: 'outflow_projector_events_applied_total',
  help: 'Events the projector applied to the read models',
  registers,
});

export const runnerJobs = new Counter({
  name: 'outflow_runner_jobs_total',
  help: 'Step jobs this runner finished, by outcome (ran, deferred, stale, failed...)',
  labelNames: ['outcome'],
  registers,
});

export const stepLatencySeconds = new Histogram({
  name: 'outflow_runner_step_latency_seconds',
  help: "From a step's due time to its job done, in the process clock's seconds (the sandbox's, when sped up)",
  buckets: [0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600, 4 * 3600, 24 * 3600],
  registers,
});

export const providerCalls = new Counter({
  name: 'outflow_linkedin_calls_total',
  help: 'Calls to the LinkedIn provider (Unipile or the sandbox), by call and status (ok, or the HTTP status or error it failed with)',
  labelNames: ['call', 'status'],
  registers,
});

export const quotaRefusals = new Counter({
  name: 'outflow_quota_refusals_total',
  help: 'Steps put off because a limit was used up (daily limit, total limit, weekly invitation cap)',
  labelNames: ['reason'],
  registers,
});

export const httpRequestSeconds = new Histogram({
  name: 'outflow_http_request_duration_seconds',
  help: 'API requests by method, route (its pattern, not the path) and status',
  labelNames: ['method', 'route', 'status'],
  buckets: SECONDS_BUCKETS,
  registers,
});

/** What the projector's gauges read when scraped: the process that knows them says how. */
export interface ProjectorGaugeSource {
  lag(): Promise<{ seconds: number; parkedEvents: number }>;
}

let projectorSource: ProjectorGaugeSource | undefined;
const projectorState = async () => (projectorSource ? projectorSource.lag() : undefined);

new Gauge({
  name: 'outflow_projector_lag_seconds',
  help: 'How long the oldest event not yet in the read models has waited (0 when caught up)',
  registers,
  async collect() {
    const state = await projectorState().catch(() => undefined);
    if (state) this.set(state.seconds);
  },
});

new Gauge({
  name: 'outflow_projector_parked_events',
  help: 'Events the projector set aside because it could not apply them (npm run projector:parked -- list)',
  registers,
  async collect() {
    const state = await projectorState().catch(() => undefined);
    if (state) this.set(state.parkedEvents);
  },
});

/** Lets this process's projector gauges read `source` (the projector's process, the API's). */
export function reportProjectorState(source: ProjectorGaugeSource): void {
  projectorSource = source;
}
