import { fireDue, reschedule } from '@/lib/background/reminders';
import type { BackgroundApp } from './app';

/**
 * What the e2e tests and the benchmarks reach from the service worker's console: the upgrades this worker ran,
 * the reminders' and backups' schedules at a time of their choosing (a mocked clock), the tracker's index.
 * Installed only in development and test builds (entrypoints/background/index.ts); tests/e2e/build.spec.ts
 * checks the production build has none of them.
 */
export function installTestHooks({ upgrades, reminders, backups, tracker }: BackgroundApp): void {
  Object.assign(globalThis, {
    jobsightUpgrades: upgrades,
    jobsightReminders: { fire: (now: string) => fireDue(reminders, now), reschedule: () => reschedule(reminders) },
    jobsightBackups: { runAt: backups.runAt },
    jobsightTracker: tracker,
  });
}
