import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, type Share } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import { ShareStatusBadge } from './share-status-badge';
import { dataTypesInWords, scopeInWords } from './share-words';

/** The organisation's shares, both those it made and those it joined; each opens its own page. */
export function SharesTable({ shares }: { shares: readonly Share[] }) {
  const { t } = useTranslation();
  const column = (key: string) => <Table.Th scope="col">{t(`web-sharing:fields.${key}`)}</Table.Th>;
  return (
    <TableScroll label={t('web-sharing:list.caption')} minWidth={860}>
      <Table striped highlightOnHover withTableBorder captionSide="top">
        <Table.Caption ta="start">{t('web-sharing:list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {column('partner')}
            {column('status')}
            {column('dataTypes')}
            {column('direction')}
            {column('scope')}
            {column('created')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shares.map((share) => {
            const name = share.partnerName ?? t('web-sharing:list.noPartner');
            return (
              <Table.Tr key={share.id}>
                <Table.Th scope="row">
                  <Anchor
                    component={Link}
                    to={`/sharing/${share.id}`}
                    aria-label={t('web-sharing:list.open', { name })}
                  >
                    {name}
                  </Anchor>
                </Table.Th>
                <Table.Td>
                  <ShareStatusBadge status={share.status} />
                </Table.Td>
                <Table.Td>{dataTypesInWords(t, share)}</Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {t(`web-sharing:direction.${share.callerOwnsData ? 'sendHint' : 'retrieveHint'}`)}
                  </Text>
                </Table.Td>
                <Table.Td>{scopeInWords(t, share)}</Table.Td>
                <Table.Td>{formatDate(new Date(share.createdAt))}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
