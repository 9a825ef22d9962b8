import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LicenceType } from '@rahti/domain';
import { RowActions } from '../../../components/ui/row-actions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notifySuccess } from '../../../components/ui/notify';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/api-error';
import { useDialogTarget } from '../../../lib/use-dialog-target';
import { useLicenceTypes } from '../../organisation-data/organisation-data-queries';
import { LicenceTypeDialog } from './licence-type-dialog';
import { useDeleteLicenceType } from './licence-types-api';

/** Licence classes and qualifications drivers can hold: the built-in ones and the organisation's own. */
export function LicenceTypesSection() {
  const { t } = useTranslation();
  const licenceTypes = useLicenceTypes();
  const remove = useDeleteLicenceType();
  const addButton = useRef<HTMLButtonElement>(null);
  const editing = useDialogTarget<LicenceType | 'new'>(addButton);
  const deleting = useDialogTarget<LicenceType>(addButton);
  const toDelete = deleting.target;

  const confirmDelete = (licenceType: LicenceType) =>
    remove.mutate(licenceType.id, {
      onSuccess: () => {
        notifySuccess(t('web-organisation:licenceTypes.deleted', { code: licenceType.code }));
        deleting.close(true);
      },
    });

  return (
    <Stack>
      {licenceTypes.isPending && <PageLoader />}
      {licenceTypes.isError && <QueryError error={licenceTypes.error} onRetry={() => void licenceTypes.refetch()} />}
      {licenceTypes.data && (
        <>
          <BuiltIn label={t('web-organisation:licenceTypes.classes')} codes={licenceTypes.data.classes} />
          <BuiltIn label={t('web-organisation:licenceTypes.qualifications')} codes={licenceTypes.data.qualifications} />
          <Text fw={600}>{t('web-organisation:licenceTypes.own')}</Text>
          {licenceTypes.data.custom.length === 0 && <Text c="dimmed">{t('web-organisation:licenceTypes.noOwn')}</Text>}
          {licenceTypes.data.custom.length > 0 && (
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('web-organisation:licenceTypes.code')}</Table.Th>
                  <Table.Th scope="col">{t('web-organisation:licenceTypes.name')}</Table.Th>
                  <Table.Th scope="col">{t('web-organisation:licenceTypes.kind')}</Table.Th>
                  <Table.Th scope="col">{t('web-organisation:users.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {licenceTypes.data.custom.map((licenceType) => (
                  <Table.Tr key={licenceType.id}>
                    <Table.Th scope="row">{licenceType.code}</Table.Th>
                    <Table.Td>{licenceType.name}</Table.Td>
                    <Table.Td>{t(`web-organisation:licenceTypes.kinds.${licenceType.kind}`)}</Table.Td>
                    <Table.Td>
                      <RowActions
                        editLabel={t('web-organisation:licenceTypes.editNamed', { code: licenceType.code })}
                        onEdit={() => editing.open(licenceType)}
                        deleteLabel={t('web-organisation:licenceTypes.deleteNamed', { code: licenceType.code })}
                        onDelete={() => deleting.open(licenceType)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
      <Group>
        <Button ref={addButton} onClick={() => editing.open('new')}>
          {t('web-organisation:licenceTypes.add')}
        </Button>
      </Group>
      {editing.target && (
        <LicenceTypeDialog
          key={editing.target === 'new' ? 'new' : editing.target.id}
          licenceType={editing.target === 'new' ? undefined : editing.target}
          onClose={() => editing.close()}
        />
      )}
      {toDelete && (
        <ConfirmDialog
          opened
          title={t('web-organisation:licenceTypes.deleteTitle')}
          message={t('web-organisation:licenceTypes.deleteConfirm', { code: toDelete.code, name: toDelete.name })}
          confirmLabel={t('web-organisation:licenceTypes.deleteTitle')}
          onConfirm={() => confirmDelete(toDelete)}
          onClose={() => {
            remove.reset();
            deleting.close();
          }}
          loading={remove.isPending}
          error={remove.isError ? errorMessage(remove.error, t('errors:deletingFailed')) : undefined}
        />
      )}
    </Stack>
  );
}

function BuiltIn({ label, codes }: { label: string; codes: readonly string[] }) {
  return (
    <div>
      <Text fw={600} mb={4}>
        {label}
      </Text>
      <Group gap={6} role="list" aria-label={label}>
        {codes.map((code) => (
          <Badge key={code} variant="light" role="listitem" tt="none">
            {code}
          </Badge>
        ))}
      </Group>
    </div>
  );
}
