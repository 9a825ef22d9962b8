import { NumberInput, PasswordInput, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TASK_FEED_LIMITS, taskFeedInputSchema, type TaskFeed } from '@rahti/domain';
import { FormDialog } from '../../../components/ui/form-dialog';
import { notifySuccess } from '../../../components/ui/notify';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveTaskFeed } from './task-feeds-api';

/** Connects a task feed or changes one (the stored password stays unless a new one is typed). */
export function TaskFeedDialog({ feed, onClose }: { feed?: TaskFeed; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(taskFeedInputSchema, {
    name: feed?.name ?? '',
    url: feed?.url ?? '',
    username: feed?.username ?? '',
    password: '',
    enabled: feed?.enabled ?? true,
    pollMinutes: feed?.pollMinutes ?? TASK_FEED_LIMITS.pollMinutesDefault,
  });
  const save = useSaveTaskFeed(feed?.id);

  return (
    <FormDialog
      title={t(feed ? 'web-organisation:taskFeeds.editTitle' : 'web-organisation:taskFeeds.addTitle')}
      form={form}
      save={save}
      onSaved={(saved) => {
        notifySuccess(t('web-organisation:taskFeeds.saved', { name: saved.name }));
        onClose();
      }}
      onClose={onClose}
    >
      <TextInput label={t('web-organisation:taskFeeds.name')} required {...form.getInputProps('name')} />
      <TextInput
        label={t('web-organisation:taskFeeds.url')}
        description={t('web-organisation:taskFeeds.urlHint')}
        required
        {...form.getInputProps('url')}
      />
      <TextInput
        label={t('web-organisation:taskFeeds.username')}
        autoComplete="off"
        {...form.getInputProps('username')}
      />
      <PasswordInput
        label={t('web-organisation:taskFeeds.password')}
        description={feed?.hasPassword ? t('web-organisation:externalServices.passwordKept') : undefined}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      <NumberInput
        label={t('web-organisation:taskFeeds.pollMinutes')}
        min={TASK_FEED_LIMITS.pollMinutesMin}
        max={TASK_FEED_LIMITS.pollMinutesMax}
        allowDecimal={false}
        {...form.getInputProps('pollMinutes')}
      />
      <Switch
        label={t('web-organisation:taskFeeds.enabled')}
        checked={form.values.enabled}
        onChange={(event) => form.setValue('enabled', event.currentTarget.checked)}
      />
    </FormDialog>
  );
}
