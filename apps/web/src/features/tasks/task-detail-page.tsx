import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Task } from '@rahti/domain';
import { useFeatures } from '../../auth/use-account';
import { PageLoader } from '../../components/ui/page-loader';
import { PageSection } from '../../components/ui/page-section';
import { QueryError } from '../../components/ui/query-error';
import { useDepartments } from '../organisation-data/organisation-data-queries';
import { editRoutePath } from '../routes/route-paths';
import { useRoute } from '../routes/routes-api';
import { DeleteTaskDialog } from './delete-task-dialog';
import { TaskEconomicsTable } from './task-economics-table';
import { editTaskPath, TASKS_PATH } from './task-paths';

/** The spec's task-linked invoice routes: the invoice billing the task, or a new one with the task picked. */
const taskInvoicePath = (taskId: string, invoiceId: string | null) =>
  `${TASKS_PATH}/task/${encodeURIComponent(taskId)}/invoice${invoiceId ? `/${encodeURIComponent(invoiceId)}` : ''}`;
import { useTask } from './tasks-api';
import { useTaskFormat, type TaskFormat } from './use-task-format';

/** The route the task is a run of, as a link to its page, named once the route has loaded. */
function RouteLink({ routeId }: { routeId: string }) {
  const { t } = useTranslation();
  const route = useRoute(routeId);
  return (
    <Anchor component={Link} to={editRoutePath(routeId)}>
      {route.data?.name ?? t('web-tasks:detail.openRoute')}
    </Anchor>
  );
}

/** The task's own facts as terms and their values. */
function TaskFacts({ task, format }: { task: Task; format: TaskFormat }) {
  const { t } = useTranslation();
  const department = useDepartments().data?.find((unit) => unit.id === task.departmentId)?.name;
  const hasRoutes = useFeatures()?.routes === true;
  const facts: [string, ReactNode][] = [
    ['customer', task.customerName ?? '–'],
    ['vehicle', task.vehicleName],
    ['driver', task.driverName ?? '–'],
    ['department', department ?? '–'],
    ['start', format.dateTime(task.start)],
    ['end', format.dateTime(task.end)],
    ['pickup', task.pickup || '–'],
    ['delivery', task.delivery || '–'],
    ['weightKg', task.weightKg === null ? '–' : format.number(task.weightKg)],
    ['pallets', task.pallets === null ? '–' : String(task.pallets)],
    [
      'source',
      task.externalId
        ? `${t(`web-tasks:source.${task.source}`)} (${task.externalId})`
        : t(`web-tasks:source.${task.source}`),
    ],
    // The route's pages come with the routes feature; without it the route is not shown.
    ...(hasRoutes ? [['route', task.routeId ? <RouteLink routeId={task.routeId} /> : '–'] as [string, ReactNode]] : []),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="dl" m={0}>
      {facts.map(([key, value]) => (
        <div key={key}>
          <Text component="dt" size="sm" c="dimmed">
            {t(`web-tasks:columns.${key}`)}
          </Text>
          <Text component="dd" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** /taskProfitability/task/:taskId: one task, how its cost and profit come about, and its edit and delete. */
export function TaskDetailPage() {
  const { t } = useTranslation();
  const { taskId } = useParams();
  const navigate = useNavigate();
  const format = useTaskFormat();
  const task = useTask(taskId);
  const [deleting, setDeleting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  if (task.isPending) return <PageLoader />;
  if (task.isError)
    return (
      <QueryError error={task.error} fallbackKey="web-tasks:list.fetchFailed" onRetry={() => void task.refetch()} />
    );
  const data = task.data;
  const name = t('web-tasks:detail.name', { date: format.dateTime(data.start), vehicle: data.vehicleName });

  return (
    <Stack>
      <Anchor component={Link} to={TASKS_PATH} size="sm">
        {t('web-tasks:detail.back')}
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} ref={heading} tabIndex={-1}>
            {data.description || t('web-tasks:detail.title')}
          </Title>
          <Group gap="xs">
            <Text c="dimmed">{name}</Text>
            <Badge variant="light" color={data.status === 'done' ? 'teal' : 'blue'}>
              {t(`web-tasks:status.${data.status}`)}
            </Badge>
          </Group>
        </Stack>
        <Group>
          <Button component={Link} to={taskInvoicePath(data.id, data.invoiceId)} variant="default">
            {t(data.invoiceId ? 'web-tasks:detail.openInvoice' : 'web-tasks:detail.makeInvoice')}
          </Button>
          <Button component={Link} to={editTaskPath(data.id)} variant="default">
            {t('web:common.edit')}
          </Button>
          <Button color="red" variant="light" onClick={() => setDeleting(true)}>
            {t('web:common.delete')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p="md">
        <TaskFacts task={data} format={format} />
        {data.shiftId && (
          <Anchor
            component={Link}
            to={`/timesheet?shiftId=${encodeURIComponent(data.shiftId)}`}
            mt="md"
            display="block"
          >
            {t('web-tasks:detail.openShift')}
          </Anchor>
        )}
      </Paper>
      <PageSection id="task-economics" title={t('web-tasks:economics.title')}>
        <TaskEconomicsTable economics={data.economics} format={format} />
      </PageSection>
      {deleting && (
        <DeleteTaskDialog
          taskId={data.id}
          name={name}
          onClose={() => {
            setDeleting(false);
            heading.current?.focus();
          }}
          onDeleted={() => void navigate(TASKS_PATH)}
        />
      )}
    </Stack>
  );
}
