import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'green', autoClose: 6000 });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: 8000 });
}
