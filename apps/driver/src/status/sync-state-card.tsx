import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriverData } from '../data/driver-data-context';
import { useDriverSettings } from '../lib/use-driver-settings';
import { useNow } from '../lib/use-now';
import { formatZonedDateTime } from '../lib/zoned-time';
import { Button } from '../ui/button';
import { Icon } from '../ui/icons';
import { StatusBanner } from '../ui/status-banner';
import { ProblemList } from './problem-list';
import { syncWords } from './sync-state-words';

/** Whether the office has everything, in words, with the problems the server reported. */
export function SyncStateCard() {
  const { t } = useTranslation();
  const { sync, syncNow } = useDriverData();
  const { timeZone } = useDriverSettings();
  const now = useNow(60_000);
  const [syncing, setSyncing] = useState(false);
  const words = syncWords(t, sync, now, (instant) => formatZonedDateTime(instant, timeZone));
  const canSync = sync.state !== 'offline' && sync.state !== 'notLinked' && sync.pending > 0;

  return (
    <section className="card stack" aria-labelledby="sync-title">
      <h2 id="sync-title">{t('sync.title')}</h2>
      <StatusBanner tone={words.tone}>
        <strong>{words.headline}</strong>
        {words.detail && (
          <>
            <br />
            {words.detail}
          </>
        )}
      </StatusBanner>
      {canSync && (
        <Button
          block
          disabled={syncing}
          onClick={() => {
            setSyncing(true);
            void syncNow().finally(() => setSyncing(false));
          }}
        >
          <Icon name="refresh" />
          {t('sync.syncNow')}
        </Button>
      )}
      <ProblemList />
    </section>
  );
}
