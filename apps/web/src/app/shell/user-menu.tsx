import { ActionIcon, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session';
import { useAccount, useHasAccess } from '../../auth/use-account';
import { DeferredMenu } from '../../components/ui/deferred-menu';
import { Icon } from '../../components/ui/icons';

/** Spec section 2: user profile, administration (Admin), organisation (Admin or Superuser), contact, sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const canAdminister = useHasAccess('admin');
  const canManageOrganisation = useHasAccess('adminOrSuperuser');
  const { data: account } = useAccount();
  return (
    <Group gap={6} wrap="nowrap">
      {account && (
        <Text size="sm" visibleFrom="md">
          {account.displayName}
        </Text>
      )}
      <DeferredMenu
        position="bottom-end"
        withinPortal
        target={
          <ActionIcon variant="light" size="lg" radius="xl" aria-label={t('web:shell.userMenu')}>
            <Icon name="user" />
          </ActionIcon>
        }
      >
        {(Menu) => (
          <>
            <Menu.Item component={Link} to="/userprofile">
              {t('web:shell.userProfile')}
            </Menu.Item>
            {canAdminister && (
              <Menu.Item component={Link} to="/administration">
                {t('web:shell.administration')}
              </Menu.Item>
            )}
            {canManageOrganisation && (
              <Menu.Item component={Link} to="/organisation">
                {t('web:shell.organisation')}
              </Menu.Item>
            )}
            <Menu.Item component={Link} to="/contact-us">
              {t('web:shell.contact')}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item onClick={() => void signOut()}>{t('web:shell.signOut')}</Menu.Item>
          </>
        )}
      </DeferredMenu>
    </Group>
  );
}
