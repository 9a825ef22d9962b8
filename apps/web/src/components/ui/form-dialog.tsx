import { Modal, Stack, type ModalProps } from '@mantine/core';
import type { UseMutateFunction } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error';
import { FormActions } from './form-actions';
import { FormFailure } from './form-failure';

/** What FormDialog needs of a useZodForm. */
interface SubmittableForm<Output> {
  onSubmit: (handler: (data: Output) => unknown) => (event?: FormEvent) => void;
  applyServerErrors: (error: unknown) => boolean;
}

interface FormDialogProps<Output, Saved> {
  title: string;
  form: SubmittableForm<Output>;
  save: { mutate: UseMutateFunction<Saved, Error, Output>; isPending: boolean };
  /** Says what was saved and closes the dialog. */
  onSaved: (saved: Saved) => void;
  onClose: () => void;
  /** "Save" unless told otherwise. */
  submitLabel?: string;
  size?: ModalProps['size'];
  /** The inputs. */
  children: ReactNode;
}

/**
 * A dialog around one form saved by one mutation: the server's field messages land on their
 * inputs, any other failure shows above Cancel and the submit button.
 */
export function FormDialog<Output, Saved>({
  title,
  form,
  save,
  onSaved,
  onClose,
  submitLabel,
  size,
  children,
}: FormDialogProps<Output, Saved>) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    save.mutate(input, {
      onSuccess: onSaved,
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
      },
    });
  });

  return (
    <Modal opened onClose={onClose} title={title} size={size} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {children}
          <FormFailure message={failure} />
          <FormActions submitLabel={submitLabel ?? t('web:common.save')} onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
