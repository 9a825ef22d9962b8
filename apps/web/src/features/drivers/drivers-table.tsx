import { Checkbox, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Driver, DriverSortField } from '@rahti/domain';
import { SortableHeader, type SortState } from '../../components/ui/sortable-header';
import { useBases, useDepartments, useDriverGroups } from '../organisation-data/organisation-data-queries';
import { DriverRow, type DriverRowActions } from './driver-row';
import { namesById, today } from './driver-labels';
import { TableScroll } from '../../components/ui/table-scroll';

interface DriversTableProps extends DriverRowActions {
  /** The drivers of the page shown. */
  rows: Driver[];
  sort: SortState<DriverSortField>;
  onSort: (sort: SortState<DriverSortField>) => void;
  canManage: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  pendingIds: readonly string[];
}

export function DriversTable({
  rows,
  sort,
  onSort,
  canManage,
  selected,
  onSelect,
  pendingIds,
  ...actions
}: DriversTableProps) {
  const { t } = useTranslation();
  const names = {
    departments: namesById(useDepartments().data),
    bases: namesById(useBases().data),
    groups: namesById(useDriverGroups().data),
  };
  const day = today();
  const column = (key: string) => <Table.Th scope="col">{t(`organisation-data:columns.${key}`)}</Table.Th>;
  const sortable = (key: DriverSortField, label: string) => (
    <SortableHeader column={key} label={label} sort={sort} onSort={onSort} />
  );
  const selectedShown = rows.filter((row) => selected.has(row.id)).length;

  return (
    <TableScroll label={t('web-drivers:list.caption')} minWidth={960}>
      <Table striped highlightOnHover withTableBorder captionSide="top">
        <Table.Caption>{t('web-drivers:list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {canManage && (
              <Table.Th scope="col">
                <Checkbox
                  aria-label={t('web-drivers:list.selectAllOnPage')}
                  checked={selectedShown > 0 && selectedShown === rows.length}
                  indeterminate={selectedShown > 0 && selectedShown < rows.length}
                  onChange={(event) =>
                    onSelect(
                      rows.map((row) => row.id),
                      event.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
            )}
            {sortable('lastName', t('organisation-data:columns.name'))}
            {sortable('employeeNumber', t('organisation-data:columns.employeeNumber'))}
            {sortable('username', t('organisation-data:columns.username'))}
            <Table.Th scope="col">{t('web-drivers:list.units')}</Table.Th>
            {column('licences')}
            {column('appAccount')}
            {canManage && <Table.Th scope="col">{t('web-drivers:list.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((driver) => (
            <DriverRow
              key={driver.id}
              driver={driver}
              names={names}
              day={day}
              canManage={canManage}
              selected={selected.has(driver.id)}
              onSelect={(checked) => onSelect([driver.id], checked)}
              pending={pendingIds.includes(driver.id)}
              {...actions}
            />
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
