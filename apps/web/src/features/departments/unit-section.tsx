import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedUnit } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { PageSection } from '../../components/ui/page-section';
import { QueryError } from '../../components/ui/query-error';
import { AddUnitForm } from './add-unit-form';
import { DeleteUnitDialog } from './delete-unit-dialog';
import { RenameUnitDialog } from './rename-unit-dialog';
import type { UnitKind } from './units-api';
import { UnitsTable } from './units-table';
import { useDialogTarget } from '../../lib/use-dialog-target';

interface UnitSectionProps {
  kind: UnitKind;
  units: UseQueryResult<NamedUnit[]>;
  canManage: boolean;
}

/** The departments or the bases: a list, and for Admins and Superusers add, rename and delete. */
export function UnitSection({ kind, units, canManage }: UnitSectionProps) {
  const { t } = useTranslation();
  const addInput = useRef<HTMLInputElement>(null);
  const renaming = useDialogTarget<NamedUnit>(addInput);
  const deleting = useDialogTarget<NamedUnit>(addInput);
  const id = `units-${kind}`;

  return (
    <PageSection id={id} title={t(`web-units:${kind}.heading`)}>
      {canManage && <AddUnitForm kind={kind} inputRef={addInput} />}
      {units.isPending && <PageLoader />}
      {units.isError && <QueryError error={units.error} onRetry={() => void units.refetch()} />}
      {units.data?.length === 0 && <Text>{t(`web-units:${kind}.empty`)}</Text>}
      {!!units.data?.length && (
        <UnitsTable
          kind={kind}
          units={units.data}
          labelledBy={`${id}-heading`}
          actions={canManage ? { onRename: renaming.open, onDelete: deleting.open } : undefined}
        />
      )}
      {renaming.target && (
        <RenameUnitDialog
          key={renaming.target.id}
          kind={kind}
          unit={renaming.target}
          onClose={() => renaming.close()}
        />
      )}
      {deleting.target && (
        <DeleteUnitDialog
          key={deleting.target.id}
          kind={kind}
          unit={deleting.target}
          onClose={() => deleting.close()}
          onDeleted={() => deleting.close(true)}
        />
      )}
    </PageSection>
  );
}
