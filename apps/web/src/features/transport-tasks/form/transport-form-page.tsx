import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isEditable, PACKAGE_KINDS, type TransportTask } from '@rahti/domain';
import { FormFailure } from '../../../components/ui/form-failure';
import { notifySuccess } from '../../../components/ui/notify';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageSection } from '../../../components/ui/page-section';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/api-error';
import { useOrganisationTimeZone } from '../../../lib/organisation-time';
import { useLanguage } from '../../../lib/use-language';
import { TRANSPORT_TASKS_PATH, transportTaskPath } from '../transport-paths';
import { useSaveTransportTask, useTransportTask } from '../transport-tasks-api';
import { useTransportOptions } from '../use-transport-options';
import { useTransportFormat } from '../use-transport-format';
import { GoodsEditor } from './goods-editor';
import { OrderFields } from './order-fields';
import { PartyFields } from './party-fields';
import { StopsEditor } from './stops-editor';
import { TermsFields } from './terms-fields';
import { transportFormSchema } from './transport-form-schema';
import { transportFormValues } from './transport-form-values';
import { useTransportForm } from './use-transport-form';

/** The form, mounted once the order (when editing) is there, so it starts from its values. */
function TransportForm({ task }: { task?: TransportTask }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const zone = useOrganisationTimeZone();
  const { language } = useLanguage();
  const format = useTransportFormat();
  const customers = useTransportOptions().customerList;
  const schema = useMemo(() => {
    // A suggested kind typed or picked in words is stored by its key, so every language reads it.
    const byWord = new Map(
      PACKAGE_KINDS.map((kind) => [t(`web-transport:packageKinds.${kind}`).toLocaleLowerCase(), kind]),
    );
    return transportFormSchema(zone, (text) => byWord.get(text.toLocaleLowerCase()) ?? text, task?.version);
  }, [zone, task?.version, t]);
  const [initial] = useState(() => transportFormValues(task, zone, language, format.packageKind));
  const form = useTransportForm(initial, schema);
  const save = useSaveTransportTask(task?.id);
  const [failure, setFailure] = useState<string>();
  const customer = customers.find((candidate) => candidate.id === form.values.customerId);

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    save.mutate(input, {
      onSuccess: (saved) => {
        notifySuccess(t(task ? 'web-transport:form.saved' : 'web-transport:form.created'));
        void navigate(transportTaskPath(saved.id));
      },
      // A stale version (someone else saved first) or a started task: the server says which, in words.
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PageSection id="transport-order" title={t('web-transport:form.orderTitle')}>
          <OrderFields form={form} />
        </PageSection>
        <PageSection id="transport-parties" title={t('web-transport:form.partiesTitle')}>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            {(['sender', 'consignee'] as const).map((party) => (
              <PartyFields
                key={party}
                actions={form.actions}
                party={party}
                values={form.values[party]}
                errors={form.errorsOf(party)}
                customer={customer}
              />
            ))}
          </SimpleGrid>
        </PageSection>
        <PageSection id="transport-stops" title={t('web-transport:form.stopsTitle')}>
          <StopsEditor form={form} />
        </PageSection>
        <PageSection id="transport-goods" title={t('web-transport:form.goodsTitle')}>
          <GoodsEditor form={form} />
        </PageSection>
        <PageSection id="transport-terms" title={t('web-transport:form.termsTitle')}>
          <TermsFields form={form} />
        </PageSection>
        <FormFailure message={failure} />
        <Group justify="flex-end">
          <Button component={Link} to={task ? transportTaskPath(task.id) : TRANSPORT_TASKS_PATH} variant="default">
            {t('web:common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {task ? t('web:common.save') : t('web-transport:form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /transport-tasks/task/new and /transport-tasks/task/:taskId/edit. */
export function TransportFormPage() {
  const { t } = useTranslation();
  const { taskId } = useParams();
  const task = useTransportTask(taskId);
  const isEditing = taskId !== undefined;

  return (
    <Stack>
      <Anchor component={Link} to={taskId ? transportTaskPath(taskId) : TRANSPORT_TASKS_PATH} size="sm">
        {isEditing ? t('web-transport:form.backToTask') : t('web-transport:detail.back')}
      </Anchor>
      <Title order={1}>{isEditing ? t('web-transport:form.editTitle') : t('web-transport:form.createTitle')}</Title>
      {isEditing && task.isPending && <PageLoader />}
      {isEditing && task.isError && (
        <QueryError
          error={task.error}
          fallbackKey="web-transport:detail.fetchFailed"
          onRetry={() => void task.refetch()}
        />
      )}
      {!isEditing && <TransportForm />}
      {isEditing && task.data && !isEditable(task.data.state) && (
        <Alert color="gray" role="note">
          {t('web-transport:form.notEditable', { state: t(`web-transport:state.${task.data.state}`) })}
        </Alert>
      )}
      {isEditing && task.data && isEditable(task.data.state) && (
        <TransportForm key={`${task.data.id}-${task.data.version}`} task={task.data} />
      )}
    </Stack>
  );
}
