import { ActionIcon, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Supervisor, User } from '@rahti/domain';
import { Icon } from '../../components/ui/icons';
import { RowActions } from '../../components/ui/row-actions';
import { DeleteUserDialog } from './delete-user-dialog';
import { EraseUserDialog } from './erase-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { SupervisorDialog } from './supervisors/supervisor-dialog';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import { useUserManagement } from './user-management';

interface UsersTableProps {
  users: User[];
  currentUserId: string;
  /** Only an Admin sets temporary passwords (for others: their own changes on the profile page). */
  canSetPasswords: boolean;
  /** Who supervises which drivers, when timesheets are in the subscription (spec section 6). */
  supervisors?: ReadonlyMap<string, Supervisor>;
}

export function UsersTable({ users, currentUserId, canSetPasswords, supervisors }: UsersTableProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<User>();
  const [settingPassword, setSettingPassword] = useState<User>();
  const [deleting, setDeleting] = useState<User>();
  const [erasing, setErasing] = useState<User>();
  const [supervising, setSupervising] = useState<User>();
  const { mayManage } = useUserManagement();
  const supervisorOf = (user: User): Supervisor =>
    supervisors?.get(user.id) ?? { userId: user.id, driverIds: [], plannedShiftIds: [] };
  // Admins and Superusers see every shift; only a User is made a supervisor.
  const supervision = (user: User) =>
    user.role !== 'User'
      ? t('web-organisation:supervision.seesAll')
      : supervisorOf(user).driverIds.length === 0
        ? t('web-organisation:supervision.none')
        : t('web-organisation:supervision.count', { count: supervisorOf(user).driverIds.length });
  const sorted = [...users].sort((a, b) => a.displayName.localeCompare(b.displayName));

  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('web-organisation:users.name')}</Table.Th>
              <Table.Th scope="col">{t('web-organisation:users.email')}</Table.Th>
              <Table.Th scope="col">{t('web-organisation:users.role')}</Table.Th>
              <Table.Th scope="col">{t('web-organisation:users.language')}</Table.Th>
              {supervisors && <Table.Th scope="col">{t('web-organisation:supervision.column')}</Table.Th>}
              <Table.Th scope="col">{t('web-organisation:users.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{user.displayName}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{t(`web:roles.${user.role}`)}</Table.Td>
                <Table.Td>{t(`web:languages.${user.displayLanguage}`)}</Table.Td>
                {supervisors && <Table.Td>{supervision(user)}</Table.Td>}
                <Table.Td>
                  <RowActions
                    editLabel={t('web-organisation:users.editUser', { name: user.displayName })}
                    onEdit={mayManage(user) ? () => setEditing(user) : undefined}
                    deleteLabel={t('web-organisation:users.deleteUser', { name: user.displayName })}
                    onDelete={user.id !== currentUserId && mayManage(user) ? () => setDeleting(user) : undefined}
                  >
                    {supervisors && user.role === 'User' && (
                      <ActionIcon
                        variant="default"
                        size="lg"
                        onClick={() => setSupervising(user)}
                        aria-label={t('web-organisation:supervision.chooseFor', { name: user.displayName })}
                        title={t('web-organisation:supervision.choose')}
                      >
                        <Icon name="drivers" />
                      </ActionIcon>
                    )}
                    {user.id !== currentUserId && mayManage(user) && (
                      <ActionIcon
                        variant="default"
                        size="lg"
                        color="red"
                        onClick={() => setErasing(user)}
                        aria-label={t('web-organisation:users.eraseUser', { name: user.displayName })}
                        title={t('web-organisation:users.erase')}
                      >
                        <Icon name="user" />
                      </ActionIcon>
                    )}
                    {canSetPasswords && user.id !== currentUserId && (
                      <ActionIcon
                        variant="default"
                        size="lg"
                        onClick={() => setSettingPassword(user)}
                        aria-label={t('web-organisation:users.temporaryPasswordFor', { name: user.displayName })}
                        title={t('web-organisation:users.temporaryPassword')}
                      >
                        <Icon name="key" />
                      </ActionIcon>
                    )}
                  </RowActions>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(undefined)} />}
      {settingPassword && (
        <TemporaryPasswordDialog
          key={settingPassword.id}
          user={settingPassword}
          onClose={() => setSettingPassword(undefined)}
        />
      )}
      {supervising && (
        <SupervisorDialog
          key={supervising.id}
          user={supervising}
          supervisor={supervisorOf(supervising)}
          onClose={() => setSupervising(undefined)}
        />
      )}
      {deleting && <DeleteUserDialog key={deleting.id} user={deleting} onClose={() => setDeleting(undefined)} />}
      {erasing && <EraseUserDialog key={erasing.id} user={erasing} onClose={() => setErasing(undefined)} />}
    </>
  );
}
