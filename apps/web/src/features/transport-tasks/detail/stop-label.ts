import type { TFunction } from 'i18next';
import type { TransportStop, TransportTask } from '@rahti/domain';

/** A stop in words, for the timeline and the proof: "Stop 2, delivery: Kesko DC, Vantaa". */
export function stopLabel(t: TFunction, stops: readonly TransportStop[], stopId: string | null): string | undefined {
  const index = stops.findIndex((stop) => stop.id === stopId);
  const stop = stops[index];
  if (!stop) return undefined;
  const place = [stop.name, stop.city].filter(Boolean).join(', ');
  return t('web-transport:detail.stopLabel', {
    number: index + 1,
    kind: t(`web-transport:stopKind.${stop.kind}`),
    place,
  });
}

/** "Tampere → Rauma": the first pickup's and the last delivery's towns. */
export function routeOf(task: Pick<TransportTask, 'stops'>): string {
  const city = (kind: string, pick: 'first' | 'last') => {
    const ofKind = task.stops.filter((stop) => stop.kind === kind);
    return (pick === 'first' ? ofKind[0] : ofKind.at(-1))?.city || '–';
  };
  return `${city('pickup', 'first')} → ${city('delivery', 'last')}`;
}
