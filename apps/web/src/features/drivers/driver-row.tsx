import { ActionIcon, Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Driver } from '@rahti/domain';
import { Icon } from '../../components/ui/icons';
import { RowActions } from '../../components/ui/row-actions';
import { AppAccountSwitch } from './app-account-switch';
import { LicenceList } from './licence-list';
import { useDriverName } from '../../lib/use-driver-name';

export interface DriverRowActions {
  onEdit: (driver: Driver) => void;
  onDelete: (driver: Driver) => void;
  /** GDPR: the driver's personal data gives way to a pseudonym (the shifts stay). */
  onErase: (driver: Driver) => void;
  onAppAccount: (driver: Driver, active: boolean) => void;
}

interface DriverRowProps extends DriverRowActions {
  driver: Driver;
  names: Record<'departments' | 'bases' | 'groups', ReadonlyMap<string, string>>;
  day: string;
  canManage: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  pending: boolean;
}

export function DriverRow({
  driver,
  names,
  day,
  canManage,
  selected,
  onSelect,
  pending,
  onEdit,
  onDelete,
  onErase,
  onAppAccount,
}: DriverRowProps) {
  const { t } = useTranslation();
  const fullName = useDriverName();
  const name = fullName(driver);
  const nameOf = (map: ReadonlyMap<string, string>, id: string | null) => (id ? map.get(id) : undefined) ?? '';

  return (
    <Table.Tr>
      {canManage && (
        <Table.Td>
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
            aria-label={t('web-drivers:list.selectNamed', { name })}
          />
        </Table.Td>
      )}
      <Table.Th scope="row" fw={400} miw={160}>
        {name}
      </Table.Th>
      <Table.Td>{driver.employeeNumber}</Table.Td>
      <Table.Td>{driver.username}</Table.Td>
      <Table.Td>
        {/* Department, base and group share a cell, one line each, so the row fits a laptop screen. */}
        {[
          nameOf(names.departments, driver.departmentId),
          nameOf(names.bases, driver.baseId),
          nameOf(names.groups, driver.driverGroupId),
        ]
          .filter(Boolean)
          .map((unit) => (
            <Text key={unit} size="sm">
              {unit}
            </Text>
          ))}
      </Table.Td>
      <Table.Td>
        <LicenceList licences={driver.licences} day={day} />
      </Table.Td>
      <Table.Td>
        <AppAccountSwitch driver={driver} editable={canManage} pending={pending} onChange={onAppAccount} />
      </Table.Td>
      {canManage && (
        <Table.Td>
          <RowActions
            editLabel={t('web-drivers:list.editNamed', { name })}
            onEdit={() => onEdit(driver)}
            deleteLabel={t('web-drivers:list.deleteNamed', { name })}
            onDelete={() => onDelete(driver)}
          >
            <ActionIcon
              variant="default"
              size="lg"
              color="red"
              onClick={() => onErase(driver)}
              aria-label={t('web-drivers:erase.actionNamed', { name })}
              title={t('web-drivers:erase.action')}
            >
              <Icon name="user" />
            </ActionIcon>
          </RowActions>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
