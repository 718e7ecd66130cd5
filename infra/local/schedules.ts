/**
 * The scheduled jobs on a laptop: each schedule's handler on a timer (the first run shortly after
 * start, so a newcomer sees it work), and `run(name)` for tests and people who do not want to wait.
 * A run never overlaps the previous run of the same job, as with a Lambda reserved to one at a time.
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type ScheduleDefinition, schedules } from '../schedules';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

type JobHandler = (event?: unknown, context?: unknown) => Promise<unknown>;

export interface LocalSchedules {
  run: (name: string) => Promise<unknown>;
  close: () => Promise<void>;
}

export function startLocalSchedules(options: { timers: boolean; firstRunAfterMs: number }): LocalSchedules {
  const running = new Map<string, Promise<unknown>>();
  const timers: NodeJS.Timeout[] = [];
  const find = (name: string): ScheduleDefinition => {
    const schedule = schedules.find((entry) => entry.name === name);
    if (!schedule) throw new Error(`No schedule ${name}`);
    return schedule;
  };
  const run = (name: string): Promise<unknown> => {
    const current = running.get(name);
    if (current) return current;
    const schedule = find(name);
    const deadline = Date.now() + schedule.timeoutMinutes * 60_000;
    const job = import(/* @vite-ignore */ pathToFileURL(resolve(ROOT, schedule.entry)).href)
      .then((mod: { handler: JobHandler }) =>
        mod.handler(
          { source: 'local.scheduler', schedule: name },
          { getRemainingTimeInMillis: () => deadline - Date.now() },
        ),
      )
      .finally(() => running.delete(name));
    running.set(name, job);
    return job;
  };
  const runQuietly = (name: string) =>
    void run(name).catch((error: unknown) => console.error(`Scheduled job ${name} failed:`, error));

  if (options.timers) {
    for (const schedule of schedules) {
      timers.push(setTimeout(() => runQuietly(schedule.name), options.firstRunAfterMs));
      timers.push(setInterval(() => runQuietly(schedule.name), schedule.everyHours * 3_600_000));
    }
    for (const timer of timers) timer.unref();
  }
  return {
    run,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      await Promise.allSettled(running.values());
    },
  };
}
