/**
 * The places of the app beyond the three tabs, each at its own path under /driver/ so the
 * phone's back gesture closes it and the service worker opens it offline (navigateFallback).
 */
export type Screen =
  | { name: 'tabs' }
  | { name: 'shifts' }
  | { name: 'shift'; clientKey: string }
  | { name: 'summary' }
  | { name: 'absences' }
  | { name: 'preTrip' }
  | { name: 'transport' }
  | { name: 'transportStop'; taskId: string; stopId: string };

export type TabKey = 'status' | 'vehicle' | 'workType';

const BASE = import.meta.env.BASE_URL;

export function screenOfPath(pathname: string): Screen {
  const [first, second, third] = (pathname.startsWith(BASE) ? pathname.slice(BASE.length) : '').split('/');
  if (first === 'shifts' && second) return { name: 'shift', clientKey: decodeURIComponent(second) };
  if (first === 'shifts') return { name: 'shifts' };
  if (first === 'summary') return { name: 'summary' };
  if (first === 'absences') return { name: 'absences' };
  if (first === 'pre-trip') return { name: 'preTrip' };
  if (first === 'transport' && second && third)
    return { name: 'transportStop', taskId: decodeURIComponent(second), stopId: decodeURIComponent(third) };
  if (first === 'transport') return { name: 'transport' };
  return { name: 'tabs' };
}

export function pathOfScreen(screen: Screen): string {
  switch (screen.name) {
    case 'tabs':
      return BASE;
    case 'shifts':
      return `${BASE}shifts`;
    case 'shift':
      return `${BASE}shifts/${encodeURIComponent(screen.clientKey)}`;
    case 'summary':
      return `${BASE}summary`;
    case 'absences':
      return `${BASE}absences`;
    case 'preTrip':
      return `${BASE}pre-trip`;
    case 'transport':
      return `${BASE}transport`;
    case 'transportStop':
      return `${BASE}transport/${encodeURIComponent(screen.taskId)}/${encodeURIComponent(screen.stopId)}`;
  }
}
