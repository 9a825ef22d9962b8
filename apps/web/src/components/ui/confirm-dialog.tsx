import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** "Cancel" unless told otherwise. */
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  error?: string;
  /** Extra content between the message and the buttons, such as a typed confirmation. */
  children?: ReactNode;
  confirmDisabled?: boolean;
}

/** Asks before a destructive action; the confirm button says exactly what will happen. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack>
        <Text>{props.message}</Text>
        {props.children}
        {props.error && (
          <Alert color="red" role="alert">
            {props.error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {props.cancelLabel ?? t('web:common.cancel')}
          </Button>
          <Button color="red" onClick={props.onConfirm} loading={props.loading} disabled={props.confirmDisabled}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
