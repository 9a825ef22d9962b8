import { NavLink, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCaller, useFeatures } from '../../auth/use-account';
import { BetaBadge } from '../../components/ui/beta-badge';
import { Icon } from '../../components/ui/icons';
import { useRouteTable } from '../route-table-context';
import { buildMenu, type MenuGroupNode, type MenuItemNode } from './build-menu';

const isActive = (path: string, pathname: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The item is the page shown, unless a sibling under it is (/timesheet/absences is not /timesheet too). */
const isCurrent = (path: string, pathname: string, siblings: readonly string[]) =>
  isActive(path, pathname) &&
  !siblings.some((other) => other.length > path.length && other.startsWith(`${path}/`) && isActive(other, pathname));

export function SideMenu() {
  const routes = useRouteTable();
  const features = useFeatures();
  const caller = useCaller();
  const { pathname } = useLocation();
  const menu = useMemo(() => buildMenu(routes, features, caller, pathname), [routes, features, caller, pathname]);
  return (
    <Stack gap={2}>
      {menu.map((node) =>
        node.kind === 'group' ? <MenuGroup key={node.key} group={node} /> : <MenuItem key={node.path} item={node} />,
      )}
    </Stack>
  );
}

function MenuItem({ item, siblings = [] }: { item: MenuItemNode; siblings?: readonly string[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isCurrent(item.path, pathname, siblings);
  const link = (
    <NavLink
      component={Link}
      to={item.path}
      label={t(item.labelKey)}
      leftSection={<Icon name={item.icon} />}
      // Part of the link's name, so a screen reader says "Events beta" too.
      rightSection={item.beta ? <BetaBadge /> : undefined}
      active={active}
      aria-current={active ? 'page' : undefined}
    />
  );
  if (!item.children) return link;
  return (
    <>
      {link}
      <Stack gap={2} pl={28} component="ul" aria-label={t(item.labelKey)} style={{ listStyle: 'none', margin: 0 }}>
        {item.children.map((child) => {
          const childActive = pathname === child.path;
          return (
            <li key={child.path}>
              <NavLink
                component={Link}
                to={child.path}
                label={t(child.labelKey)}
                active={childActive}
                aria-current={childActive ? 'page' : undefined}
              />
            </li>
          );
        })}
      </Stack>
    </>
  );
}

function MenuGroup({ group }: { group: MenuGroupNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // An item has sub-items only while a page of its section is open (/newInvoice, /invoice/7 under /invoices).
  const containsActive = group.children.some((child) => isActive(child.path, pathname) || child.children !== undefined);
  const [opened, setOpened] = useState(containsActive);
  return (
    <NavLink
      component="button"
      type="button"
      label={t(group.labelKey)}
      leftSection={<Icon name={group.icon} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {group.children.map((child) => (
        <MenuItem key={child.path} item={child} siblings={group.children.map((sibling) => sibling.path)} />
      ))}
    </NavLink>
  );
}
