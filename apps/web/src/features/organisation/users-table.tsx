import { ActionIcon, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@rahti/domain';
import { Icon } from '../../components/ui/icons';
import { RowActions } from '../../components/ui/row-actions';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { TemporaryPasswordDialog } from './temporary-password-dialog';

interface UsersTableProps {
  users: User[];
  currentUserId: string;
  /** Only an Admin sets temporary passwords (for others: their own changes on the profile page). */
  canSetPasswords: boolean;
}

export function UsersTable({ users, currentUserId, canSetPasswords }: UsersTableProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<User>();
  const [settingPassword, setSettingPassword] = useState<User>();
  const [deleting, setDeleting] = useState<User>();
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
                <Table.Td>
                  <RowActions
                    editLabel={t('web-organisation:users.editUser', { name: user.displayName })}
                    onEdit={() => setEditing(user)}
                    deleteLabel={t('web-organisation:users.deleteUser', { name: user.displayName })}
                    onDelete={user.id !== currentUserId ? () => setDeleting(user) : undefined}
                  >
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
        <TemporaryPasswordDialog key={settingPassword.id} user={settingPassword} onClose={() => setSettingPassword(undefined)} />
      )}
      {deleting && <DeleteUserDialog key={deleting.id} user={deleting} onClose={() => setDeleting(undefined)} />}
    </>
  );
}
