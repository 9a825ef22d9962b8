import { Notifications } from '@mantine/notifications';

/**
 * Where shown messages appear; its own module so its code loads apart from the first page.
 * Below the top bar (global.css): a message must not cover the language and user menus, and
 * a pointer over it pauses its closing, so it would stay there.
 */
export function NotificationsHost() {
  return <Notifications position="top-right" classNames={{ root: 'rahti-notifications' }} />;
}
