import { useTranslation } from 'react-i18next';
import type { RouteChoice } from '../data/driver-data.types';
import { SelectField } from '../ui/field';

interface RoutePickerProps {
  routes: readonly RouteChoice[];
  /** The shift's route; null for none. */
  value: string | null;
  onChange(routeId: string | null): void;
  disabled?: boolean;
}

/**
 * The shift's route, optional (spec section 6, "create or select routes"): a labelled select of
 * the synced routes, today's first with their start time. Nothing is shown when there are none
 * to choose (the group does not allow it, or the organisation has no routes). A route no longer
 * offered stays chosen until the driver changes it.
 */
export function RoutePicker({ routes, value, onChange, disabled }: RoutePickerProps) {
  const { t } = useTranslation();
  if (routes.length === 0) return null;
  const today = routes.filter((route) => route.todayAt !== null);
  const others = routes.filter((route) => route.todayAt === null);
  const isOffered = value === null || routes.some((route) => route.id === value);
  const nameOf = (route: RouteChoice) => (route.code ? `${route.name} (${route.code})` : route.name);
  return (
    <SelectField
      label={t('route.label')}
      hint={t('route.hint')}
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    >
      <option value="">{t('route.none')}</option>
      {!isOffered && <option value={value}>{t('route.notOffered')}</option>}
      {today.length > 0 && (
        <optgroup label={t('route.today')}>
          {today.map((route) => (
            <option key={route.id} value={route.id}>
              {t('route.todayAt', { time: route.todayAt, name: nameOf(route) })}
            </option>
          ))}
        </optgroup>
      )}
      {others.length > 0 && (
        <optgroup label={today.length > 0 ? t('route.others') : t('route.all')}>
          {others.map((route) => (
            <option key={route.id} value={route.id}>
              {nameOf(route)}
            </option>
          ))}
        </optgroup>
      )}
    </SelectField>
  );
}
