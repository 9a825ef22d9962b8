import { startTaskFeedSimulator } from './simulator';

/** `npm run simulate:task-feed`: a task feed for a demo, on TASK_FEED_SIMULATOR_PORT (default 5090). */
const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
};
const vehicles = process.env.TASK_FEED_SIMULATOR_VEHICLES?.split(',')
  .map((plate) => plate.trim())
  .filter(Boolean);
const simulator = await startTaskFeedSimulator({
  port: setting('TASK_FEED_SIMULATOR_PORT', 5090),
  host: process.env.TASK_FEED_SIMULATOR_HOST || '127.0.0.1',
  tasks: setting('TASK_FEED_SIMULATOR_TASKS', 20),
  seed: setting('TASK_FEED_SIMULATOR_SEED', 1),
  ...(vehicles?.length ? { vehicles } : {}),
});
const { username, password } = simulator.state.credentials;
console.log(`Task feed simulator: ${simulator.feedUrl}
  HTTP Basic, user "${username}", password "${password}"; ${simulator.state.tasks.length} tasks on vehicles ${[
    ...new Set(simulator.state.tasks.map((task) => task.vehicle)),
  ].join(', ')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
