import { multiplyMoney, percentOf, subtractMoney, sumMoney, type RouteSummary } from '@rahti/domain';

/**
 * The month over every route: runs, turnover (the routes' turnovers summed to the cent), and the
 * margin of that turnover after each route's estimated cost × its runs; null when a route that
 * runs has no known cost, or nothing is earned.
 */
export function monthTotals(routes: readonly RouteSummary[]) {
  const running = routes.filter((route) => route.economics.runsInMonth > 0);
  const turnover = sumMoney(routes.map((route) => route.economics.turnoverInMonth));
  const costKnown = running.every((route) => route.economics.estimatedCost !== null);
  const cost = costKnown
    ? sumMoney(running.map((route) => multiplyMoney(route.economics.estimatedCost!, route.economics.runsInMonth)))
    : null;
  return {
    runs: routes.reduce((sum, route) => sum + route.economics.runsInMonth, 0),
    turnover,
    marginPercent: cost === null ? null : percentOf(subtractMoney(turnover, cost), turnover),
  };
}
