import { describe, expect, it } from 'vitest';
import { Semaphore, SemaphoreFullError } from './semaphore';

/** A task that stays open until the test finishes it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened.then(() => 'done') };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once and starts the waiting ones in order', async () => {
    const s = new Semaphore(2, 10);
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    const results = gates.map((g, i) =>
      s.run(async () => {
        started.push(i);
        return g.task();
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(s.active).toBe(2);
    expect(s.queued).toBe(3);

    gates[1]!.open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect(s.active).toBe(2);

    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(s.active).toBe(0);
    expect(s.queued).toBe(0);
  });

  it('refuses a task at once when the waiting line is full, with a retry estimate', async () => {
    const s = new Semaphore(1, 2);
    const gates = Array.from({ length: 3 }, gate);
    const accepted = gates.map((g) => s.run(g.task));
    expect(() => s.assertRoom()).toThrow(SemaphoreFullError);
    const refused = s.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(SemaphoreFullError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    const err = await refused.catch((e: SemaphoreFullError) => e);
    expect((err as SemaphoreFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);

    for (const g of gates) g.open();
    await Promise.all(accepted);
    expect(() => s.assertRoom()).not.toThrow();
    // Room again once the line has drained.
    expect(await s.run(async () => 'again')).toBe('again');
  });

  it('frees the slot when a task fails', async () => {
    const s = new Semaphore(1, 0);
    await expect(s.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(s.active).toBe(0);
    expect(await s.run(async () => 7)).toBe(7);
  });

  it('with no waiting line, refuses everything beyond the running tasks', async () => {
    const s = new Semaphore(2, 0);
    const g = gate();
    const a = s.run(g.task);
    const b = s.run(g.task);
    await expect(s.run(g.task)).rejects.toBeInstanceOf(SemaphoreFullError);
    g.open();
    await Promise.all([a, b]);
  });

  it('rejects nonsense sizes', () => {
    expect(() => new Semaphore(0, 1)).toThrow(RangeError);
    expect(() => new Semaphore(1, -1)).toThrow(RangeError);
  });
});
