import os from 'node:os';

/** What a reader needs to tell a busy machine from a slow result: load, cores and this process's memory. */
export function machineFigures(): { loadAverage: number[]; cpus: number; rssMb: number } {
  return {
    loadAverage: os.loadavg().map((load) => +load.toFixed(2)),
    cpus: os.availableParallelism(),
    rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
  };
}
