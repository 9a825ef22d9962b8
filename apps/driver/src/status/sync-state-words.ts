import type { TFunction } from 'i18next';
import type { SyncStatus } from '../data/driver-data.types';

const DAY_MS = 86_400_000;

export interface SyncWords {
  tone: 'success' | 'info' | 'warning' | 'danger';
  headline: string;
  /** When the office last confirmed, or for how long it has not. */
  detail: string | null;
}

/**
 * The sync state in words ("All saved", "3 changes waiting", "Not synced for 2 days"): the
 * driver never has to read an icon to know whether the office has their shift.
 */
export function syncWords(
  t: TFunction,
  sync: SyncStatus,
  now: number,
  formatTime: (instant: string) => string,
): SyncWords {
  const count = sync.pending;
  const days = sync.lastSyncedAt ? Math.floor((now - Date.parse(sync.lastSyncedAt)) / DAY_MS) : 0;
  const stale = count > 0 && days >= 1;
  const detail = !sync.lastSyncedAt
    ? count > 0
      ? t('sync.neverSynced')
      : null
    : stale
      ? t('sync.notSyncedForDays', { count: days })
      : t('sync.lastSynced', { time: formatTime(sync.lastSyncedAt) });

  switch (sync.state) {
    case 'saved':
      return { tone: 'success', headline: t('sync.saved'), detail };
    case 'waiting':
      return { tone: stale ? 'warning' : 'info', headline: t('sync.waiting', { count }), detail };
    case 'offline':
      return {
        tone: 'warning',
        headline: count > 0 ? t('sync.offlineWaiting', { count }) : t('sync.offlineSaved'),
        detail,
      };
    case 'error':
      return { tone: 'warning', headline: t('sync.error', { count }), detail };
    case 'notLinked':
      return { tone: 'warning', headline: t('sync.notLinked', { count }), detail };
  }
}
