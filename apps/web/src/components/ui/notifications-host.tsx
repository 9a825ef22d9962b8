import { Notifications } from '@mantine/notifications';

/** Where shown messages appear; its own module so its code loads apart from the first page. */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
