import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURE_KEYS, formatDate, organisationEraseDate, type OrganisationWithFeatures } from '@rahti/domain';
import { RestoreButton } from './restore-organisation-button';
import { SubscriptionDialog } from './subscription-dialog';
import { TableScroll } from '../../components/ui/table-scroll';

export function OrganisationsTable({ organisations }: { organisations: OrganisationWithFeatures[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<OrganisationWithFeatures>();
  const needle = search.trim().toLowerCase();
  const shown = organisations
    .filter((organisation) => organisation.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name));

  return (
    <>
      <TextInput
        label={t('web-administration:organisations.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={320}
        mb="sm"
      />
      <TableScroll label={t('web-administration:organisations.heading')} minWidth={720}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('web-administration:organisations.name')}</Table.Th>
              <Table.Th scope="col">{t('web-administration:organisations.currency')}</Table.Th>
              <Table.Th scope="col">{t('web-administration:organisations.features')}</Table.Th>
              <Table.Th scope="col">{t('web-administration:organisations.vehicleLimit')}</Table.Th>
              <Table.Th scope="col">{t('web-administration:organisations.created')}</Table.Th>
              <Table.Th scope="col">{t('web-administration:organisations.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((organisation) => (
              <Table.Tr key={organisation.id}>
                <Table.Td>
                  {organisation.name}
                  {organisation.setToBeDeletedAt && (
                    <Text size="sm" c="red">
                      {t('web-administration:organisations.erasedOn', {
                        date: formatDate(organisationEraseDate(new Date(organisation.setToBeDeletedAt))),
                      })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{organisation.currency}</Table.Td>
                <Table.Td>
                  {t('web-administration:organisations.featureCount', {
                    enabled: FEATURE_KEYS.filter((key) => organisation.features[key]).length,
                    total: FEATURE_KEYS.length,
                  })}
                </Table.Td>
                <Table.Td>{organisation.vehicleLimit ?? t('web-administration:organisations.unlimited')}</Table.Td>
                <Table.Td>{formatDate(new Date(organisation.createdAt))}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setEditing(organisation)}
                      aria-label={t('web-administration:organisations.editSubscriptionOf', { name: organisation.name })}
                    >
                      {t('web-administration:organisations.editSubscription')}
                    </Button>
                    {organisation.setToBeDeletedAt && <RestoreButton organisation={organisation} />}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {editing && <SubscriptionDialog key={editing.id} organisation={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
