import { TrailingThrottle } from './trailing-throttle';

describe('trailing throttle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a burst once per key, with the latest task, when the window ends', async () => {
    const runs: string[] = [];
    const throttle = new TrailingThrottle(500);
    for (let i = 0; i < 1000; i++) throttle.schedule('campaign:a', async () => void runs.push(`a${i}`));
    throttle.schedule('campaign:b', async () => void runs.push('b'));
    await jest.advanceTimersByTimeAsync(499);
    expect(runs).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toEqual(['a999', 'b']);
    expect(throttle.size).toBe(0);
  });

  it('opens a new window for what arrives after a run, so nothing is lost', async () => {
    const runs: number[] = [];
    const throttle = new TrailingThrottle(500);
    throttle.schedule('k', async () => void runs.push(1));
    await jest.advanceTimersByTimeAsync(500);
    throttle.schedule('k', async () => void runs.push(2));
    await jest.advanceTimersByTimeAsync(250);
    expect(runs).toEqual([1]);
    await jest.advanceTimersByTimeAsync(250);
    expect(runs).toEqual([1, 2]);
  });

  it('reports a failed task by key and keeps working', async () => {
    const errors: string[] = [];
    const runs: string[] = [];
    const throttle = new TrailingThrottle(100, (key, error) => errors.push(`${key}: ${(error as Error).message}`));
    throttle.schedule('k', async () => {
      throw new Error('db down');
    });
    await jest.advanceTimersByTimeAsync(100);
    throttle.schedule('k', async () => void runs.push('again'));
    await jest.advanceTimersByTimeAsync(100);
    expect(errors).toEqual(['k: db down']);
    expect(runs).toEqual(['again']);
  });

  it('drops waiting tasks on cancelAll', async () => {
    const runs: string[] = [];
    const throttle = new TrailingThrottle(100);
    throttle.schedule('k', async () => void runs.push('k'));
    throttle.cancelAll();
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual([]);
  });
});
