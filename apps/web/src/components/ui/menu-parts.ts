// The menu's code on its own, so a deferred menu can fetch it apart from the first page.
export { Menu } from '@mantine/core';
