import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LICENCE_KINDS, licenceTypeInputSchema, type LicenceType } from '@rahti/domain';
import { FormDialog } from '../../../components/ui/form-dialog';
import { notifySuccess } from '../../../components/ui/notify';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveLicenceType } from './licence-types-api';

/** Adds one of the organisation's own licence types, or changes `licenceType`; mounted per type edited. */
export function LicenceTypeDialog({ licenceType, onClose }: { licenceType?: LicenceType; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(licenceTypeInputSchema, {
    code: licenceType?.code ?? '',
    name: licenceType?.name ?? '',
    kind: licenceType?.kind ?? ('qualification' as const),
  });
  const save = useSaveLicenceType(licenceType?.id);

  const saved = ({ code }: LicenceType) => {
    notifySuccess(t('web-organisation:licenceTypes.saved', { code }));
    onClose();
  };

  return (
    <FormDialog
      title={t(licenceType ? 'web-organisation:licenceTypes.editTitle' : 'web-organisation:licenceTypes.addTitle')}
      form={form}
      save={save}
      onSaved={saved}
      onClose={onClose}
    >
      <TextInput
        label={t('web-organisation:licenceTypes.code')}
        description={t('web-organisation:licenceTypes.codeHint')}
        required
        {...form.getInputProps('code')}
      />
      <TextInput label={t('web-organisation:licenceTypes.name')} required {...form.getInputProps('name')} />
      <NativeSelect
        label={t('web-organisation:licenceTypes.kind')}
        data={LICENCE_KINDS.map((kind) => ({ value: kind, label: t(`web-organisation:licenceTypes.kinds.${kind}`) }))}
        {...form.getInputProps('kind')}
      />
    </FormDialog>
  );
}
