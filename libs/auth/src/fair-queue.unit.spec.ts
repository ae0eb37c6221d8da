import { FairQueue, QueueFullError } from './fair-queue';

/** A job that runs until released, recording when it started. */
function gate(started: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { work: () => (started.push(name), done).then(() => name), release: () => release() };
}

describe('a fair queue: each caller in turn, none able to fill it', () => {
  it('gives a free slot to the next caller in turn, not to the oldest job', async () => {
    const queue = new FairQueue({ concurrency: 1, perKey: 10, waiting: 100 });
    const started: string[] = [];
    const jobs = ['a1', 'a2', 'a3', 'a4', 'b1', 'c1', 'b2'].map((name) => ({ name, ...gate(started, name) }));
    const answers = jobs.map((j) => queue.run(j.name[0], j.work));
    for (const j of jobs) {
      await Promise.resolve();
      j.release();
    }
    await Promise.all(answers);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });

  it('holds at most perKey jobs of one caller, and at most `waiting` in all', async () => {
    const queue = new FairQueue({ concurrency: 1, perKey: 3, waiting: 4 });
    const started: string[] = [];
    const held = [1, 2, 3].map((i) => gate(started, `a${i}`));
    const accepted = held.map((g) => queue.run('a', g.work));
    await expect(queue.run('a', async () => 'a4')).rejects.toBeInstanceOf(QueueFullError);
    const others = ['b', 'c'].map((k) => queue.run(k, async () => k));
    await expect(queue.run('d', async () => 'd')).rejects.toBeInstanceOf(QueueFullError);
    held.forEach((g) => g.release());
    expect(await Promise.all([...accepted, ...others])).toEqual(['a1', 'a2', 'a3', 'b', 'c']);
    // Its places are given back: the caller may queue again.
    expect(await queue.run('a', async () => 'again')).toBe('again');
  });

  it('passes a job’s failure to its caller and goes on with the others', async () => {
    const queue = new FairQueue({ concurrency: 1, perKey: 5, waiting: 5 });
    const failing = queue.run('a', () => Promise.reject(new Error('boom')));
    const next = queue.run('b', async () => 'fine');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('fine');
  });
});
