import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CalendarView } from './calendar-view';
import { SeasonView } from './season-view';
import { usePlanningParams, type PlanningTab } from './use-planning-params';

/** /resource-planning (issue 24): who drives what and when, as a calendar of days and a season of weeks. */
export function ResourcePlanningPage() {
  const { t } = useTranslation();
  const params = usePlanningParams();
  return (
    <Stack>
      <Title order={1}>{t('web-resource-planning:title')}</Title>
      <Tabs value={params.tab} onChange={(value) => params.setTab(value as PlanningTab)} keepMounted={false}>
        <Tabs.List aria-label={t('web-resource-planning:tabs.label')}>
          <Tabs.Tab value="calendar">{t('web-resource-planning:tabs.calendar')}</Tabs.Tab>
          <Tabs.Tab value="season">{t('web-resource-planning:tabs.season')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="calendar" pt="md">
          <CalendarView params={params} />
        </Tabs.Panel>
        <Tabs.Panel value="season" pt="md">
          <SeasonView params={params} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
