import { loadConfig } from '@outflow/config';
import { DEFAULT_LAPSE_CHECK_INTERVAL_MS, lapseSchedulerOptions } from './lapse-scheduler.options';

describe('lapse scheduler options', () => {
  it('defaults to one minute', () => {
    expect(DEFAULT_LAPSE_CHECK_INTERVAL_MS).toBe(60_000);
    expect(lapseSchedulerOptions(loadConfig({}))).toEqual({ intervalMs: 60_000 });
  });

  it('takes LAPSE_CHECK_INTERVAL_MS', () => {
    expect(lapseSchedulerOptions(loadConfig({ LAPSE_CHECK_INTERVAL_MS: '5000' }))).toEqual({ intervalMs: 5000 });
  });

  it.each(['soon', '-1', '2.5', '50'])('refuses LAPSE_CHECK_INTERVAL_MS=%s naming the variable', (value) => {
    expect(() => lapseSchedulerOptions(loadConfig({ LAPSE_CHECK_INTERVAL_MS: value }))).toThrow(
      /LAPSE_CHECK_INTERVAL_MS/,
    );
  });
});
