import { Alert, type AlertProps } from '@mantine/core';

/** Why a form could not be saved, announced to screen readers; nothing when there is no failure. */
export function FormFailure({
  message,
  ...props
}: { message: string | null | undefined } & Omit<AlertProps, 'children'>) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" {...props}>
      {message}
    </Alert>
  );
}
