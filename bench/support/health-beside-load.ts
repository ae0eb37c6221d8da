/**
 * `/api/health` latency beside a load, for the benches that show the API stays responsive while it
 * works (logins, CSV uploads): health is called back to back while each load runs, the loads taken
 * in alternating order round after round (a shared machine's load drifts), then one line per load.
 */

export interface HealthLoad {
  /** The line's label, e.g. `10 concurrent logins (bounded)`. */
  readonly label: string;
  readonly run: () => Promise<unknown>;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** No load: health alone for a second. */
export const IDLE: HealthLoad = { label: 'no load', run: () => new Promise((resolve) => setTimeout(resolve, 1000)) };

async function healthDuring(
  baseUrl: string,
  load: () => Promise<unknown>,
): Promise<{ health: number[]; loadMs: number }> {
  const health: number[] = [];
  let done = false;
  const started = performance.now();
  const running = load().then(() => (done = true));
  while (!done) {
    const t = performance.now();
    await fetch(`${baseUrl}/api/health`).then((r) => r.arrayBuffer());
    health.push(performance.now() - t);
  }
  await running;
  return { health, loadMs: performance.now() - started };
}

/** Runs every load `rounds` times (forwards, then backwards, ...) and prints health's p50, p99 and max beside each. */
export async function healthBesideLoads(baseUrl: string, loads: readonly HealthLoad[], rounds: number): Promise<void> {
  const results = loads.map(() => ({ health: [] as number[], loadMs: [] as number[] }));
  for (let round = 0; round < rounds; round++) {
    const order = loads.map((_, i) => i);
    if (round % 2 === 1) order.reverse();
    for (const i of order) {
      const { health, loadMs } = await healthDuring(baseUrl, loads[i].run);
      results[i].health.push(...health);
      results[i].loadMs.push(loadMs);
    }
  }
  for (const [i, { health, loadMs }] of results.entries()) {
    console.log(
      `${loads[i].label.padEnd(34)} /api/health p50 ${ms(percentile(health, 50))}, p99 ${ms(percentile(health, 99))}, max ${ms(Math.max(...health))} (${health.length} calls); load took ${ms(percentile(loadMs, 50))} (median of ${loadMs.length})`,
    );
  }
}
