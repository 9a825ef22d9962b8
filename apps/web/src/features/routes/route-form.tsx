import { Button, Group, Stack } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route, RouteMeasure } from '@rahti/domain';
import { FormFailure } from '../../components/ui/form-failure';
import { notifySuccess } from '../../components/ui/notify';
import { PageSection } from '../../components/ui/page-section';
import { errorMessage } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-language';
import { useZodForm } from '../../lib/use-zod-form';
import { DistanceFields } from './distance-fields';
import { EconomicsPreview } from './economics-preview';
import { RecurrenceFields } from './recurrence-fields';
import { RouteFormFields } from './route-form-fields';
import { routeFormSchema, routeFormValues, type RouteFormContext } from './route-form-values';
import { ROUTES_PATH } from './route-paths';
import { useSaveRoute } from './routes-api';
import { useRouteMeasure } from './use-route-measure';
import { WaypointEditor } from './waypoint-editor';
import { waypointsReducer, type WaypointAction } from './waypoints-reducer';

interface RouteFormProps {
  /** The route as first read; none for a new one. */
  route?: Route;
  today: string;
  /** The version and exceptions to save with: those of the route as this page last changed it. */
  context: () => RouteFormContext;
  onSaved: (saved: Route) => void;
}

/** A new route, or one to change: its facts, waypoints and distance, schedule, and one run's economics. */
export function RouteForm({ route, today, context, onSaved }: RouteFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const schema = useMemo(() => routeFormSchema(context), [context]);
  const [initial] = useState(() => routeFormValues(route, today, language !== 'en'));
  const form = useZodForm(schema, initial);
  const { setValue } = form;
  const save = useSaveRoute(route?.id);
  const [failure, setFailure] = useState<string>();

  // Map events and the list both edit the waypoints: each edit starts from the latest list.
  const waypoints = useRef(form.values.waypoints);
  waypoints.current = form.values.waypoints;
  const dispatch = useCallback(
    (action: WaypointAction) => {
      waypoints.current = waypointsReducer(waypoints.current, action);
      setValue('waypoints', waypoints.current);
    },
    [setValue],
  );
  const onMeasured = useCallback(
    (measured: RouteMeasure) => {
      const comma = language !== 'en';
      setValue('distanceKm', comma ? String(measured.distanceKm).replace('.', ',') : String(measured.distanceKm));
      setValue('drivingMinutes', String(measured.drivingMinutes));
      setValue('distanceManual', false);
    },
    [setValue, language],
  );
  const measure = useRouteMeasure(
    { waypoints: form.values.waypoints, distanceManual: form.values.distanceManual, onMeasured },
    route?.distanceSource,
  );

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    save.mutate(input, {
      onSuccess: (saved) => {
        notifySuccess(t(route ? 'web-routes:form.saved' : 'web-routes:form.created', { name: saved.name }));
        onSaved(saved);
      },
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PageSection id="route-facts" title={t('web-routes:form.facts')}>
          <RouteFormFields form={form} />
        </PageSection>
        <PageSection id="route-waypoints" title={t('web-routes:form.waypoints')}>
          <Stack>
            <WaypointEditor
              waypoints={form.values.waypoints}
              dispatch={dispatch}
              path={measure.path}
              errorAt={form.errorAt}
            />
            <DistanceFields form={form} measure={measure} />
          </Stack>
        </PageSection>
        <PageSection id="route-schedule" title={t('web-routes:form.schedule')}>
          <RecurrenceFields form={form} />
        </PageSection>
        <PageSection id="route-economics" title={t('web-routes:form.economics')}>
          <EconomicsPreview values={form.values} />
        </PageSection>
        <FormFailure message={failure} />
        <Group justify="flex-end">
          <Button component={Link} to={ROUTES_PATH} variant="default">
            {t('web:common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {route ? t('web:common.save') : t('web-routes:form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
