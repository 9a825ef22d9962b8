import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { namedUnitInputSchema, type NamedUnit } from '@rahti/domain';
import { FormDialog } from '../../components/ui/form-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useZodForm } from '../../lib/use-zod-form';
import { useRenameUnit, type UnitKind } from './units-api';

/** Mounted per unit, so the name starts from the saved one. */
export function RenameUnitDialog({ kind, unit, onClose }: { kind: UnitKind; unit: NamedUnit; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(namedUnitInputSchema, { name: unit.name });
  const rename = useRenameUnit(kind, unit.id);

  const renamed = ({ name }: NamedUnit) => {
    notifySuccess(t(`web-units:${kind}.renamed`, { name }));
    onClose();
  };

  return (
    <FormDialog
      title={t(`web-units:${kind}.renameTitle`)}
      form={form}
      save={rename}
      onSaved={renamed}
      onClose={onClose}
    >
      <TextInput
        label={t(`web-units:${kind}.name`)}
        required
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('name')}
      />
    </FormDialog>
  );
}
