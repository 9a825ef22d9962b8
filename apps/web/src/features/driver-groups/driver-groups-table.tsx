import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber, type DriverGroup } from '@rahti/domain';
import { RowActions } from '../../components/ui/row-actions';
import { useLanguage } from '../../lib/use-language';
import { TableScroll } from '../../components/ui/table-scroll';

interface DriverGroupsTableProps {
  groups: DriverGroup[];
  /** Without it the list is read-only (a User). */
  actions?: { onEdit: (group: DriverGroup) => void; onDelete: (group: DriverGroup) => void };
}

export function DriverGroupsTable({ groups, actions }: DriverGroupsTableProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const hours = (value: number) => formatNumber(value, language);
  const sorted = [...groups].sort((a, b) => a.name.localeCompare(b.name, language));
  const paidBreak = (group: DriverGroup) =>
    group.paidBreakType === 'paidUpToLimit'
      ? t('web-driver-groups:breakUpTo', { minutes: group.paidBreakLimitMinutes ?? 0 })
      : t(`web-driver-groups:breakTypes.${group.paidBreakType}`);

  return (
    <TableScroll label={t('web-driver-groups:title')} minWidth={760}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('web-driver-groups:table.name')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('web-driver-groups:table.guaranteedHours')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('web-driver-groups:table.standardWorkingHours')}
            </Table.Th>
            <Table.Th scope="col">{t('web-driver-groups:table.paidBreak')}</Table.Th>
            <Table.Th scope="col">{t('web-driver-groups:table.deviceLock')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('web-driver-groups:table.customQuestions')}
            </Table.Th>
            {actions && <Table.Th scope="col">{t('web-driver-groups:table.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Th scope="row" fw={500}>
                {group.name}
              </Table.Th>
              <Table.Td ta="end">{hours(group.guaranteedHours)}</Table.Td>
              <Table.Td ta="end">{hours(group.standardWorkingHours)}</Table.Td>
              <Table.Td>{paidBreak(group)}</Table.Td>
              <Table.Td>{t(group.deviceLock ? 'organisation-data:yes' : 'organisation-data:no')}</Table.Td>
              <Table.Td ta="end">{group.customQuestions.length}</Table.Td>
              {actions && (
                <Table.Td>
                  <RowActions
                    editLabel={t('web-driver-groups:table.edit', { name: group.name })}
                    onEdit={() => actions.onEdit(group)}
                    deleteLabel={t('web-driver-groups:table.delete', { name: group.name })}
                    onDelete={() => actions.onDelete(group)}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
