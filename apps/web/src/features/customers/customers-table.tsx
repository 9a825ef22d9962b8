import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@rahti/domain';
import { RowActions } from '../../components/ui/row-actions';
import { TableScroll } from '../../components/ui/table-scroll';

interface CustomersTableProps {
  rows: readonly Customer[];
  onEdit: (customer: Customer) => void;
  /** Only for those who may remove customers (Admins and Superusers). */
  onDelete?: (customer: Customer) => void;
}

export function CustomersTable({ rows, onEdit, onDelete }: CustomersTableProps) {
  const { t } = useTranslation();
  const column = (key: string) => <Table.Th scope="col">{t(`web-customers:fields.${key}`)}</Table.Th>;
  return (
    <TableScroll label={t('web-customers:list.caption')} minWidth={900}>
      <Table striped highlightOnHover withTableBorder captionSide="top">
        <Table.Caption>{t('web-customers:list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {column('name')}
            {column('businessId')}
            {column('town')}
            {column('contactName')}
            {column('email')}
            <Table.Th scope="col">{t('web-customers:list.paymentTerms')}</Table.Th>
            {column('eInvoiceAddress')}
            <Table.Th scope="col">{t('web-customers:list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((customer) => (
            <Table.Tr key={customer.id}>
              <Table.Th scope="row">{customer.name}</Table.Th>
              <Table.Td>{customer.businessId ?? '–'}</Table.Td>
              <Table.Td>{customer.address.town || '–'}</Table.Td>
              <Table.Td>{customer.contactName || '–'}</Table.Td>
              <Table.Td>{customer.email || '–'}</Table.Td>
              <Table.Td>{t('web-customers:list.days', { count: customer.paymentTermDays })}</Table.Td>
              <Table.Td>{customer.eInvoiceAddress || '–'}</Table.Td>
              <Table.Td>
                <RowActions
                  editLabel={t('web-customers:list.editNamed', { name: customer.name })}
                  onEdit={() => onEdit(customer)}
                  deleteLabel={t('web-customers:list.deleteNamed', { name: customer.name })}
                  onDelete={onDelete && (() => onDelete(customer))}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
