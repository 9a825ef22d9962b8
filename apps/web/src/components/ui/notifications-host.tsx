import { Notifications } from '@mantine/notifications';

// Below the top bar (60 px, app-layout.tsx): a message must not cover the language and user
// menus, and a pointer over it pauses its closing, so it would stay there.
const BELOW_TOP_BAR = { root: { top: 'calc(3.75rem + var(--mantine-spacing-md))' } };

/** Where shown messages appear; its own module so its code loads apart from the first page. */
export function NotificationsHost() {
  return <Notifications position="top-right" styles={BELOW_TOP_BAR} />;
}
