import { List, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type PlanningCalendar } from '@rahti/domain';
import { useAccount } from '../../auth/use-account';
import { useLanguage } from '../../lib/use-language';
import type { CalendarModel } from './calendar-model';
import { plannedIncome, shiftsOffTheirRoute } from './planning-notes';
import type { PlanningWords } from './use-planning-words';

const NS = 'web-resource-planning:notes';

interface PlanningNotesProps {
  calendar: PlanningCalendar;
  model: CalendarModel;
  words: PlanningWords;
}

/**
 * What the plans in view earn, and the spec's two planning notes that are not conflicts of a plan:
 * incomes that could not be added (a route without income) and recorded shifts whose events match
 * no route (a plan's route, recorded without it).
 */
export function PlanningNotes({ calendar, model, words }: PlanningNotesProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const currency = useAccount().data?.organisationCurrency ?? 'EUR';
  const { income, offRoute } = useMemo(() => {
    const shown = new Set(model.drivers.map((driver) => driver.id));
    const allPlans = new Map(calendar.plans.map((plan) => [plan.id, plan]));
    return {
      income: plannedIncome(model.plans, calendar.routes),
      offRoute: shiftsOffTheirRoute(
        calendar.shifts.filter((shift) => shown.has(shift.driverId)),
        allPlans,
      ),
    };
  }, [calendar, model]);
  const notes = [
    ...income.withoutIncome.map(({ routeId, plans }) => ({
      key: `income-${routeId}`,
      text: t(`${NS}.noIncome`, { route: words.route(routeId), count: plans }),
    })),
    ...offRoute.map(({ shift, plannedRouteId }) => ({
      key: `route-${shift.id}`,
      text: t(`${NS}.offRoute`, {
        driver: words.driver(shift.driverId),
        day: words.day(words.localDate(shift.start)),
        time: words.timeRange(shift.start, shift.end),
        route: words.route(plannedRouteId),
      }),
    })),
  ];

  return (
    <Stack component="section" gap="xs" aria-labelledby="rp-notes">
      <Title order={2} size="h4" id="rp-notes">
        {t(`${NS}.title`)}
      </Title>
      <Text size="sm">
        {t(`${NS}.income`, { amount: formatMoney(income.cents / 100, currency, language), count: income.counted })}
      </Text>
      {notes.length > 0 && (
        <List size="sm">
          {notes.map((note) => (
            <List.Item key={note.key}>{note.text}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
