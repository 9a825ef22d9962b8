import { Anchor, Stack, Title } from '@mantine/core';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Route } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { PageSection } from '../../components/ui/page-section';
import { QueryError } from '../../components/ui/query-error';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';
import { PlanVsActualSection } from './plan-vs-actual-section';
import { RouteEditHeader } from './route-edit-header';
import { RouteForm } from './route-form';
import { editRoutePath, ROUTES_PATH } from './route-paths';
import { useRoute } from './routes-api';
import { UpcomingRuns } from './upcoming-runs';

const noExceptions = () => ({ exceptions: [] });

function NewRoute({ today }: { today: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Title order={1}>{t('web-routes:form.newTitle')}</Title>
      <RouteForm today={today} context={noExceptions} onSaved={(saved) => void navigate(editRoutePath(saved.id))} />
    </>
  );
}

/**
 * A saved route: the form, its upcoming runs and plan against actual. `route` is the newest read;
 * the form saves at the version this page itself last brought it to (its own skips, moves, end),
 * so a change made elsewhere meanwhile is refused (409) rather than overwritten.
 */
function EditRoute({ route, today, zone }: { route: Route; today: string; zone: string }) {
  const { t } = useTranslation();
  const own = useRef(route);
  const changed = useCallback((next: Route | undefined) => {
    if (next) own.current = next;
  }, []);
  const context = useCallback(
    () => ({ version: own.current.version, exceptions: own.current.recurrence?.exceptions ?? [] }),
    [],
  );
  return (
    <>
      <RouteEditHeader route={route} today={today} onChanged={changed} />
      <RouteForm key={route.id} route={own.current} today={today} context={context} onSaved={changed} />
      <PageSection id="route-runs" title={t('web-routes:runs.title')}>
        <UpcomingRuns route={route} today={today} zone={zone} onChanged={changed} />
      </PageSection>
      <PageSection id="route-plan-vs-actual" title={t('web-routes:planVsActual.title')}>
        <PlanVsActualSection routeId={route.id} currentMonth={today.slice(0, 7)} />
      </PageSection>
    </>
  );
}

/** /newRoute and /route/edit/:id. */
export function RouteFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const zone = useOrganisationTimeZone();
  const today = zonedToday(zone);
  const route = useRoute(id);

  return (
    <Stack>
      <Anchor component={Link} to={ROUTES_PATH} size="sm">
        {t('web-routes:form.back')}
      </Anchor>
      {!id && <NewRoute today={today} />}
      {id && route.isPending && <PageLoader />}
      {id && route.isError && (
        <QueryError
          error={route.error}
          fallbackKey="web-routes:list.fetchFailed"
          onRetry={() => void route.refetch()}
        />
      )}
      {id && route.data && <EditRoute key={id} route={route.data} today={today} zone={zone} />}
    </Stack>
  );
}
