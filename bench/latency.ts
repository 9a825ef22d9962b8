import { performance } from 'node:perf_hooks';

/** The value below which `p` per cent of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs `run` `count` times one after the other; the durations in milliseconds, sorted. */
export async function timedRuns(run: (index: number) => Promise<unknown>, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

const ms = (value: number) => +value.toFixed(2);

/** Median, 95th percentile and slowest, in milliseconds. */
export function summary(sorted: readonly number[]): { p50: number; p95: number; max: number } {
  return { p50: ms(percentile(sorted, 50)), p95: ms(percentile(sorted, 95)), max: ms(sorted.at(-1) ?? 0) };
}
