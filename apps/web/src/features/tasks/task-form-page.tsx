import { Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { localDateOf, type Task } from '@rahti/domain';
import { useFeatures } from '../../auth/use-account';
import { FormFailure } from '../../components/ui/form-failure';
import { notifySuccess } from '../../components/ui/notify';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { ApiRequestError, errorMessage } from '../../lib/api-error';
import { useOrganisationTimeZone } from '../../lib/organisation-time';
import { useLanguage } from '../../lib/use-language';
import { useZodForm } from '../../lib/use-zod-form';
import { TaskFormFields } from './task-form-fields';
import { taskFormSchema, taskFormValues } from './task-form-values';
import { TASKS_PATH, taskPath } from './task-paths';
import { useSaveTask, useTask } from './tasks-api';

/** The form itself, mounted once the task (when editing) is there, so it starts from its values. */
function TaskForm({ task }: { task?: Task }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const zone = useOrganisationTimeZone();
  const { language } = useLanguage();
  const choosesRoute = useFeatures()?.routes === true;
  const schema = useMemo(() => taskFormSchema(zone, task?.version, choosesRoute), [zone, task?.version, choosesRoute]);
  const [initial] = useState(() => taskFormValues(task, zone, localDateOf(Date.now(), zone), language));
  const form = useZodForm(schema, initial);
  const save = useSaveTask(task?.id);
  const [failure, setFailure] = useState<string>();
  const [needsCalculation, setNeedsCalculation] = useState(false);

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    setNeedsCalculation(false);
    save.mutate(input, {
      onSuccess: (saved) => {
        notifySuccess(t(task ? 'web-tasks:form.saved' : 'web-tasks:form.created'));
        void navigate(taskPath(saved.id));
      },
      // A vehicle without a calculation, a customer that is gone: the server names the field.
      onError: (error) => {
        setNeedsCalculation(error instanceof ApiRequestError && error.code === 'tasks:vehicleWithoutCalculation');
        if (!form.applyServerErrors(error))
          setFailure(errorMessage(error, t(task ? 'errors:savingFailed' : 'tasks:createFailed')));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Paper withBorder p="md">
          <TaskFormFields form={form} vehicleNeedsCalculation={needsCalculation} />
        </Paper>
        <FormFailure message={failure} />
        <Group justify="flex-end">
          <Button component={Link} to={task ? taskPath(task.id) : TASKS_PATH} variant="default">
            {t('web:common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {task ? t('web:common.save') : t('web-tasks:form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /taskProfitability/newTask and /taskProfitability/editTask/:taskId. */
export function TaskFormPage() {
  const { t } = useTranslation();
  const { taskId } = useParams();
  const task = useTask(taskId);
  const isEditing = taskId !== undefined;

  return (
    <Stack>
      <Anchor component={Link} to={taskId ? taskPath(taskId) : TASKS_PATH} size="sm">
        {isEditing ? t('web-tasks:form.backToTask') : t('web-tasks:detail.back')}
      </Anchor>
      <Title order={1}>{isEditing ? t('web-tasks:form.editTitle') : t('web-tasks:form.createTitle')}</Title>
      {isEditing && task.isPending && <PageLoader />}
      {isEditing && task.isError && (
        <QueryError error={task.error} fallbackKey="web-tasks:list.fetchFailed" onRetry={() => void task.refetch()} />
      )}
      {!isEditing && <TaskForm />}
      {isEditing && task.data && <TaskForm key={`${task.data.id}-${task.data.version}`} task={task.data} />}
    </Stack>
  );
}
