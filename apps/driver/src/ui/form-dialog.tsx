import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  cancelLabel: string;
  submitVariant?: 'primary' | 'danger';
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog holding one form: its submit lowest, under the thumb, then Cancel. The form checks itself. */
export function FormDialog({
  title,
  submitLabel,
  cancelLabel,
  submitVariant = 'primary',
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={formId} variant={submitVariant} size="large" block>
            {submitLabel}
          </Button>
          <Button size="large" block onClick={onClose}>
            {cancelLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}
