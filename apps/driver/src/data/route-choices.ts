import type { DriverRoute } from '@rahti/domain';
import type { RouteChoice } from './driver-data.types';

/**
 * The synced routes as the app offers them: those with a run today first, by that run's start,
 * then the rest in the server's order (by name). A run's `start` is ISO with the organisation's
 * offset ("2026-03-11T07:00:00+02:00"), so its local time is read off the text, with no zone
 * rules on the phone.
 */
export function routeChoicesOf(routes: readonly DriverRoute[]): RouteChoice[] {
  const choices = routes.map((route) => {
    const first = route.runsToday[0]?.start;
    return {
      choice: { id: route.id, name: route.name, code: route.code, todayAt: first ? first.slice(11, 16) : null },
      firstStart: first ? Date.parse(first) : null,
    };
  });
  const today = choices.filter((entry) => entry.firstStart !== null).sort((a, b) => a.firstStart! - b.firstStart!);
  const later = choices.filter((entry) => entry.firstStart === null);
  return [...today, ...later].map((entry) => entry.choice);
}
