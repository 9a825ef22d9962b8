import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NamedUnit } from '@rahti/domain';
import { RowActions } from '../../components/ui/row-actions';
import { useLanguage } from '../../lib/use-language';
import type { UnitKind } from './units-api';

interface UnitsTableProps {
  kind: UnitKind;
  units: NamedUnit[];
  /** The heading that names the table. */
  labelledBy: string;
  /** Without it the list is read-only (a User). */
  actions?: { onRename: (unit: NamedUnit) => void; onDelete: (unit: NamedUnit) => void };
}

export function UnitsTable({ kind, units, labelledBy, actions }: UnitsTableProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const sorted = [...units].sort((a, b) => a.name.localeCompare(b.name, language));
  return (
    <Table striped withTableBorder aria-labelledby={labelledBy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('web-units:table.name')}</Table.Th>
          {actions && (
            <Table.Th scope="col" w={1}>
              {t('web-units:table.actions')}
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((unit) => (
          <Table.Tr key={unit.id}>
            <Table.Th scope="row" fw={500}>
              {unit.name}
            </Table.Th>
            {actions && (
              <Table.Td>
                <RowActions
                  editLabel={t(`web-units:${kind}.rename`, { name: unit.name })}
                  editTitle={t('web-units:table.rename')}
                  onEdit={() => actions.onRename(unit)}
                  deleteLabel={t(`web-units:${kind}.delete`, { name: unit.name })}
                  onDelete={() => actions.onDelete(unit)}
                />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
