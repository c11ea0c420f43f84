/**
 * How long the event loop was held, measured while something runs: a timer ticks every 5 ms, and
 * each gap between two ticks is charged the CPU time this thread spent in it (never more than the
 * gap). A parser that holds the loop for 150 ms shows as a 150 ms gap full of work; a gap the
 * machine's scheduler made (five test runs share two cores here) shows as wall time without work,
 * which a wall-clock histogram (`monitorEventLoopDelay`) cannot tell apart from a blocked loop.
 */
export async function measureLoopBlocking<T>(
  run: () => Promise<T>,
): Promise<{ result: T; maxBlockedMs: number }> {
  const cpuMs = () => {
    const usage = process.threadCpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  let lastWall = performance.now();
  let lastCpu = cpuMs();
  let maxBlockedMs = 0;
  const tick = () => {
    const wall = performance.now();
    const cpu = cpuMs();
    maxBlockedMs = Math.max(maxBlockedMs, Math.min(wall - lastWall, cpu - lastCpu));
    lastWall = wall;
    lastCpu = cpu;
  };
  const timer = setInterval(tick, 5);
  try {
    const result = await run();
    tick();
    return { result, maxBlockedMs };
  } finally {
    clearInterval(timer);
  }
}
