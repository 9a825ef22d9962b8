import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageSection } from '../../../components/ui/page-section';
import { QueryError } from '../../../components/ui/query-error';
import { TRANSPORT_TASKS_PATH } from '../transport-paths';
import { TransportStateBadge } from '../transport-state-badge';
import { useTransportTask } from '../transport-tasks-api';
import { useTransportFormat } from '../use-transport-format';
import { GoodsTable } from './goods-table';
import { PartiesSection } from './parties-section';
import { Proofs } from './proofs';
import { routeOf } from './stop-label';
import { StopsTable } from './stops-table';
import { TaskActions } from './task-actions';
import { Timeline } from './timeline';

/**
 * /transport-tasks/task/:taskId: the order with its parties, stops, goods, the timeline of its
 * states and stop events, the proof of delivery, its waybill and what can be done with it.
 */
export function TransportTaskPage() {
  const { t } = useTranslation();
  const { taskId } = useParams();
  const format = useTransportFormat();
  const task = useTransportTask(taskId);
  const heading = useRef<HTMLHeadingElement>(null);

  if (task.isPending) return <PageLoader />;
  if (task.isError)
    return (
      <QueryError
        error={task.error}
        fallbackKey="web-transport:detail.fetchFailed"
        onRetry={() => void task.refetch()}
      />
    );
  const data = task.data;
  const route = routeOf(data);
  const name = t('web-transport:detail.name', { route, date: format.day(data.date) });

  return (
    <Stack>
      <Anchor component={Link} to={TRANSPORT_TASKS_PATH} size="sm">
        {t('web-transport:detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} ref={heading} tabIndex={-1}>
            {data.reference
              ? t('web-transport:detail.titleWithReference', { reference: data.reference })
              : t('web-transport:detail.title')}
          </Title>
          <Group gap="xs">
            <Text c="dimmed">{name}</Text>
            <TransportStateBadge state={data.state} />
            {data.waybill && (
              <Text c="dimmed">{t('web-transport:detail.waybillNumber', { number: data.waybill.number })}</Text>
            )}
          </Group>
        </Stack>
        <TaskActions task={data} name={name} onDialogClosed={() => heading.current?.focus()} />
      </Group>
      <PageSection id="transport-parties" title={t('web-transport:detail.partiesTitle')}>
        <PartiesSection task={data} format={format} />
      </PageSection>
      <PageSection id="transport-stops" title={t('web-transport:form.stopsTitle')}>
        <StopsTable stops={data.stops} format={format} />
      </PageSection>
      <PageSection id="transport-goods" title={t('web-transport:form.goodsTitle')}>
        <GoodsTable goods={data.goods} format={format} />
      </PageSection>
      <PageSection id="transport-proof" title={t('web-transport:proof.title')}>
        <Proofs proofs={data.proofs} stops={data.stops} format={format} />
      </PageSection>
      <PageSection id="transport-timeline" title={t('web-transport:timeline.title')}>
        <Timeline events={data.events} stops={data.stops} format={format} />
      </PageSection>
    </Stack>
  );
}
