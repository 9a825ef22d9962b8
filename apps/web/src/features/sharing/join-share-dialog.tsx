import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sharingJoinSchema } from '@rahti/domain';
import { FormDialog } from '../../components/ui/form-dialog';
import { useZodForm } from '../../lib/use-zod-form';
import { ApiRequestError } from '../../lib/api-error';
import { useJoinShare } from './sharing-api';

interface JoinShareDialogProps {
  onClose: () => void;
  onJoined: (joined: { id: string }) => void;
}

/** The other organisation's code, typed however it was written down; an unknown one is said in words. */
export function JoinShareDialog({ onClose, onJoined }: JoinShareDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(sharingJoinSchema, { code: '' });
  const join = useJoinShare();
  const save = {
    isPending: join.isPending,
    mutate: (input: { code: string }, callbacks?: Parameters<typeof join.mutate>[1]) =>
      join.mutate(input, {
        ...callbacks,
        onError: (error, variables, result, context) => {
          // 404 means no share waits for the code: say so on the field rather than "not found".
          if (error instanceof ApiRequestError && error.status === 404) {
            const message = t('web-sharing:join.notFound');
            form.applyServerErrors(new ApiRequestError(404, error.code, message, [{ path: 'code', message }]));
          } else callbacks?.onError?.(error, variables, result, context);
        },
      }),
  };

  return (
    <FormDialog
      title={t('web-sharing:join.title')}
      form={form}
      save={save}
      onSaved={onJoined}
      onClose={onClose}
      submitLabel={t('web-sharing:join.submit')}
    >
      <TextInput
        label={t('web-sharing:join.code')}
        description={t('web-sharing:join.hint')}
        autoComplete="off"
        spellCheck={false}
        data-autofocus
        styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.1em' } }}
        {...form.getInputProps('code')}
      />
    </FormDialog>
  );
}
