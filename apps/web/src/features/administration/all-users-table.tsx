import { Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@rahti/domain';
import type { SiteUser } from './administration-api';
import { TableScroll } from '../../components/ui/table-scroll';

export function AllUsersTable({ users }: { users: SiteUser[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = users
    .filter((user) =>
      [user.displayName, user.email, user.organisationName].some((text) => text.toLowerCase().includes(needle)),
    )
    .sort((a, b) => a.organisationName.localeCompare(b.organisationName) || a.displayName.localeCompare(b.displayName));

  return (
    <>
      <TextInput
        label={t('web-administration:users.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={320}
        mb="sm"
      />
      <TableScroll label={t('web-administration:users.heading')} minWidth={720}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('web-administration:users.name')}</Table.Th>
              <Table.Th scope="col">{t('web-administration:users.email')}</Table.Th>
              <Table.Th scope="col">{t('web-administration:users.role')}</Table.Th>
              <Table.Th scope="col">{t('web-administration:users.organisation')}</Table.Th>
              <Table.Th scope="col">{t('web-administration:users.created')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{user.displayName}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{t(`web:roles.${user.role}`)}</Table.Td>
                <Table.Td>{user.organisationName}</Table.Td>
                <Table.Td>{formatDate(new Date(user.createdAt))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </>
  );
}
