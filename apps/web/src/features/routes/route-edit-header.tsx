import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatCalendarDate, type Route } from '@rahti/domain';
import { FormFailure } from '../../components/ui/form-failure';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { DeleteRouteDialog } from './delete-route-dialog';
import { EndRouteDialog } from './end-route-dialog';
import { ROUTES_PATH } from './route-paths';
import { useEndRoute } from './routes-api';

interface RouteEditHeaderProps {
  route: Route;
  today: string;
  onChanged: (route: Route) => void;
}

/** The route's name, whether it has ended, and its end, reopen and delete. */
export function RouteEditHeader({ route, today, onChanged }: RouteEditHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<'end' | 'delete'>();
  const reopen = useEndRoute(route.id);
  const close = () => {
    setDialog(undefined);
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="center">
          <Title order={1} ref={heading} tabIndex={-1}>
            {route.name}
          </Title>
          {route.endedOn && (
            <Badge variant="outline" color="gray" size="lg">
              {t('web-routes:list.endedOn', { date: formatCalendarDate(route.endedOn) })}
            </Badge>
          )}
        </Group>
        <Group>
          {route.endedOn ? (
            <Button
              variant="default"
              loading={reopen.isPending}
              onClick={() =>
                reopen.mutate(
                  { date: null },
                  {
                    onSuccess: (reopened) => {
                      notifySuccess(t('web-routes:end.reopened', { name: route.name }));
                      onChanged(reopened);
                    },
                  },
                )
              }
            >
              {t('web-routes:end.reopen')}
            </Button>
          ) : (
            <Button variant="default" onClick={() => setDialog('end')}>
              {t('web-routes:end.open')}
            </Button>
          )}
          <Button color="red" variant="light" onClick={() => setDialog('delete')}>
            {t('web:common.delete')}
          </Button>
        </Group>
      </Group>
      <FormFailure message={reopen.error ? errorMessage(reopen.error, t('errors:savingFailed')) : undefined} />
      {dialog === 'end' && (
        <EndRouteDialog
          route={route}
          today={today}
          onClose={close}
          onEnded={(ended) => {
            close();
            onChanged(ended);
          }}
        />
      )}
      {dialog === 'delete' && (
        <DeleteRouteDialog route={route} onClose={close} onDeleted={() => void navigate(ROUTES_PATH)} />
      )}
    </Stack>
  );
}
