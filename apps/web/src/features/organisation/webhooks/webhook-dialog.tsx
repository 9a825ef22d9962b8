import { Checkbox, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENTS,
  webhookInputSchema,
  type NewWebhookEndpoint,
  type WebhookEndpoint,
  type WebhookEvent,
} from '@rahti/domain';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateWebhook, useUpdateWebhook } from './webhooks-api';

/** Registers an endpoint (then its secret is shown once) or changes one. */
export function WebhookDialog({
  endpoint,
  onCreated,
  onClose,
}: {
  endpoint?: WebhookEndpoint;
  onCreated?: (created: NewWebhookEndpoint) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(webhookInputSchema, {
    url: endpoint?.url ?? '',
    events: endpoint?.events ?? (['shiftApproved'] as WebhookEvent[]),
    enabled: endpoint?.enabled ?? true,
  });
  const create = useCreateWebhook();
  const update = useUpdateWebhook(endpoint?.id ?? '');
  const save = endpoint ? update : create;

  return (
    <FormDialog
      title={t(endpoint ? 'web-webhooks:editTitle' : 'web-webhooks:addTitle')}
      form={form}
      save={save}
      onSaved={(saved) => {
        if (!endpoint && 'secret' in saved) onCreated?.(saved as NewWebhookEndpoint);
        onClose();
      }}
      onClose={onClose}
    >
      <TextInput label={t('web-webhooks:url')} placeholder="https://" required {...form.getInputProps('url')} />
      <Checkbox.Group
        label={t('web-webhooks:events')}
        value={form.values.events}
        onChange={(events) => form.setValue('events', events as WebhookEvent[])}
        error={form.getInputProps('events').error}
      >
        <Stack gap="xs" mt="xs">
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox key={event} value={event} label={t(`web-webhooks:event.${event}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Switch
        label={t('web-webhooks:enabled')}
        checked={form.values.enabled}
        onChange={(event) => form.setValue('enabled', event.currentTarget.checked)}
      />
    </FormDialog>
  );
}
