import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRepeatingTask } from './repeating-task.ts';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe('repeating task', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never overlaps a slow round, logs a failure and goes on, and stop waits for the round', async () => {
    let release: () => void = () => {};
    let started = 0;
    let failNext = true;
    const task = startRepeatingTask({
      intervalMs: 10,
      log,
      failure: 'round failed',
      run: () => {
        started += 1;
        if (failNext) {
          failNext = false;
          return Promise.reject(new Error('boom'));
        }
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(started).toBe(1);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'round failed');
    await vi.advanceTimersByTimeAsync(10);
    expect(started).toBe(2);
    // The second round hangs: three more ticks start nothing.
    await vi.advanceTimersByTimeAsync(30);
    expect(started).toBe(2);
    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toBe(2);
  });
});
