import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@rahti/domain';
import { useFeatures } from '../../auth/use-account';
import { zonedToday, useOrganisationTimeZone } from '../../lib/organisation-time';
import { useLanguage } from '../../lib/use-language';
import { useRoutes } from './routes-api';
import { sortRoutes } from './sort-routes';

/**
 * The routes a shift or a task can be a run of, by name, as select options. Ended routes stay
 * (an older shift or task may name one) and say when they ended. `shown` is false without the
 * organisation's routes feature: then the routes are not asked for and the field is left out.
 */
export function useRouteChoices() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const shown = useFeatures()?.routes === true;
  const month = zonedToday(useOrganisationTimeZone()).slice(0, 7);
  const routes = useRoutes(month, shown);
  const options = sortRoutes(routes.data ?? [], { key: 'name', direction: 'asc' }, language).map((route) => ({
    value: route.id,
    label: route.endedOn
      ? t('web-routes:choice.ended', { name: route.name, date: formatCalendarDate(route.endedOn) })
      : route.name,
  }));
  return { shown, options };
}
