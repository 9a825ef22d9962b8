import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactMessageSchema, type ContactMessageInput } from '@rahti/domain';
import { useApi } from '../../lib/api-context';
import { errorMessage } from '../../lib/api-error';
import { useZodForm } from '../../lib/use-zod-form';
import { FormFailure } from '../../components/ui/form-failure';

interface Props {
  initial: { company: string; name: string; email: string; subject: string };
  onSent: () => void;
}

export function ContactForm({ initial, onSent }: Props) {
  const { t } = useTranslation();
  const api = useApi();
  const form = useZodForm(contactMessageSchema, { ...initial, phone: '', description: '' });
  const send = useMutation({ mutationFn: (input: ContactMessageInput) => api.post('/salesforce', input) });
  const [failure, setFailure] = useState<string>();

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    send.mutate(input, {
      onSuccess: onSent,
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={640}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('web-contact:form.company')}
            required
            autoComplete="organization"
            {...form.getInputProps('company')}
          />
          <TextInput label={t('web-contact:form.name')} required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label={t('web-contact:form.email')}
            required
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('web-contact:form.phone')}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <TextInput label={t('web-contact:form.subject')} required {...form.getInputProps('subject')} />
        <Textarea
          label={t('web-contact:form.description')}
          required
          minRows={5}
          autosize
          {...form.getInputProps('description')}
        />
        <FormFailure message={failure} />
        <Group>
          <Button type="submit" loading={send.isPending}>
            {t('web-contact:form.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
