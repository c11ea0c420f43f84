import { performance } from 'node:perf_hooks';

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * How long each phase of a start took, logged once when the server listens (bench/start.ts reads
 * the line): the first phase runs from the process's own start, so Node's boot and the bundle's
 * loading count too. The CPU time beside the elapsed time tells a slow phase from a busy machine.
 */
export function startupPhases() {
  const elapsed: Record<string, number> = {};
  const cpu: Record<string, number> = {};
  let last = { at: 0, cpu: 0 };
  return {
    /** Ends the phase running since the previous mark (or since the process started). */
    mark(name: string) {
      const now = { at: performance.now(), cpu: cpuMs() };
      elapsed[name] = Math.round(now.at - last.at);
      cpu[name] = Math.round(now.cpu - last.cpu);
      last = now;
    },
    summary() {
      return {
        startupMs: { ...elapsed, total: Math.round(last.at) },
        startupCpuMs: { ...cpu, total: Math.round(last.cpu) },
      };
    },
  };
}
