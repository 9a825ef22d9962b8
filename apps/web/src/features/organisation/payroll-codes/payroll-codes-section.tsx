import { Button, Group, Table, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { workTypeName, type SalaryTypeCode } from '@rahti/domain';
import { RowActions } from '../../../components/ui/row-actions';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { useDialogTarget } from '../../../lib/use-dialog-target';
import { useSalaryTypeCodes } from '../../organisation-data/organisation-data-queries';
import { PayrollCodeDialog } from './payroll-code-dialog';

/** The organisation's salary type (payroll) codes, which the payroll exports write per work type. */
export function PayrollCodesSection() {
  const { t } = useTranslation();
  const codes = useSalaryTypeCodes();
  const addButton = useRef<HTMLButtonElement>(null);
  const editing = useDialogTarget<SalaryTypeCode | 'new'>(addButton);
  const sorted = [...(codes.data ?? [])].sort((a, b) => a.code.localeCompare(b.code, undefined, { numeric: true }));

  return (
    <>
      <Text size="sm" mb="sm">
        {t('web-organisation:payrollCodes.explanation')}
      </Text>
      <Group mb="sm">
        <Button ref={addButton} onClick={() => editing.open('new')}>
          {t('web-organisation:payrollCodes.add')}
        </Button>
      </Group>
      {codes.isPending && <PageLoader />}
      {codes.isError && <QueryError error={codes.error} onRetry={() => void codes.refetch()} />}
      {codes.isSuccess && sorted.length === 0 && <Text c="dimmed">{t('web-organisation:payrollCodes.empty')}</Text>}
      {sorted.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('web-organisation:payrollCodes.code')}</Table.Th>
                <Table.Th scope="col">{t('web-organisation:payrollCodes.name')}</Table.Th>
                <Table.Th scope="col">{t('web-organisation:payrollCodes.workType')}</Table.Th>
                <Table.Th scope="col">{t('web-payroll:codes.pays')}</Table.Th>
                <Table.Th scope="col">{t('web-organisation:users.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((code) => (
                <Table.Tr key={code.id}>
                  <Table.Th scope="row">{code.code}</Table.Th>
                  <Table.Td>{code.name}</Table.Td>
                  <Table.Td>{code.workType === null ? '–' : t(`work-types:${workTypeName(code.workType)}`)}</Table.Td>
                  <Table.Td>{code.payrollLine === null ? '–' : t(`web-payroll:lines.${code.payrollLine}`)}</Table.Td>
                  <Table.Td>
                    <RowActions
                      editLabel={t('web-organisation:payrollCodes.editNamed', { code: code.code })}
                      onEdit={() => editing.open(code)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing.target && (
        <PayrollCodeDialog
          key={editing.target === 'new' ? 'new' : editing.target.id}
          code={editing.target === 'new' ? undefined : editing.target}
          onClose={() => editing.close()}
        />
      )}
    </>
  );
}
