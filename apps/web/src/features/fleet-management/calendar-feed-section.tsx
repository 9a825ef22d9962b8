import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { PageSection } from '../../components/ui/page-section';
import { QueryError } from '../../components/ui/query-error';
import { errorMessage } from '../../lib/api-error';
import { useOrganisationTimeZone, zonedDate } from '../../lib/organisation-time';
import { useLanguage } from '../../lib/use-language';
import { useCalendarFeed, useRenewCalendarFeed, useTurnOffCalendarFeed } from './calendar-feed-api';
import { CalendarFeedAddress } from './calendar-feed-address';

const NS = 'web-fleet-due:calendar';

/**
 * The organisation's iCalendar feed of due dates (Admins): turn it on in a language, give it a new
 * secret address (after asking, as subscribed calendars lose it), or turn it off. The address is
 * in the answer that made it and nowhere else, so it is shown until the page is left.
 */
export function CalendarFeedSection() {
  const { t } = useTranslation();
  const { language: uiLanguage } = useLanguage();
  const zone = useOrganisationTimeZone();
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [address, setAddress] = useState<string>();
  const [chosen, setChosen] = useState<Language>();
  const [asking, setAsking] = useState<'renew' | 'turnOff'>();
  const sectionId = useId();
  const enabled = feed.data?.enabled === true;
  const language = chosen ?? feed.data?.language ?? uiLanguage;
  const languageName = (code: Language) => t(`${NS}.languages.${code}`);

  const make = () =>
    renew.mutate(
      { language },
      {
        onSuccess: (answer) => {
          setAddress(answer.url ?? undefined);
          setAsking(undefined);
          notifySuccess(t(enabled ? `${NS}.renewed` : `${NS}.turnedOn`));
        },
      },
    );
  const off = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setAddress(undefined);
        setAsking(undefined);
        notifySuccess(t(`${NS}.turnedOff`));
      },
    });

  // One dialog asks before either: a new address and turning off both cut subscribed calendars off.
  const kind = asking ?? 'turnOff';
  const confirming = kind === 'renew' ? renew : turnOff;

  return (
    <PageSection id={sectionId} title={t(`${NS}.title`)}>
      <Stack gap="sm">
        <Text size="sm">{t(`${NS}.intro`)}</Text>
        {feed.isError && (
          <QueryError error={feed.error} onRetry={() => void feed.refetch()} fallbackKey={`${NS}.loadFailed`} />
        )}
        {feed.isSuccess && (
          <>
            <Text size="sm">
              {enabled && feed.data.createdAt && feed.data.language
                ? t(`${NS}.on`, {
                    date: zonedDate(feed.data.createdAt, zone),
                    language: languageName(feed.data.language),
                  })
                : t(`${NS}.off`)}
            </Text>
            {address && <CalendarFeedAddress url={address} />}
            <Group align="flex-end">
              <NativeSelect
                label={t(`${NS}.language`)}
                value={language}
                data={LANGUAGES.map((code) => ({ value: code, label: languageName(code) }))}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  if (isLanguage(value)) setChosen(value);
                }}
                w={200}
              />
              {enabled ? (
                <>
                  <Button variant="default" onClick={() => setAsking('renew')}>
                    {t(`${NS}.renew`)}
                  </Button>
                  <Button variant="default" color="red" onClick={() => setAsking('turnOff')}>
                    {t(`${NS}.turnOff`)}
                  </Button>
                </>
              ) : (
                <Button onClick={make} loading={renew.isPending}>
                  {t(`${NS}.turnOn`)}
                </Button>
              )}
            </Group>
            {!enabled && renew.isError && (
              <Text size="sm" c="red.8" role="alert">
                {errorMessage(renew.error, t('errors:savingFailed'))}
              </Text>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={asking !== undefined}
        title={t(`${NS}.${kind}Title`)}
        message={t(`${NS}.${kind}Message`)}
        confirmLabel={t(`${NS}.${kind}`)}
        onConfirm={kind === 'renew' ? make : off}
        onClose={() => setAsking(undefined)}
        loading={confirming.isPending}
        error={confirming.isError ? errorMessage(confirming.error, t('errors:savingFailed')) : undefined}
      />
    </PageSection>
  );
}
