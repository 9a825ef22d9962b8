import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, updateProfileSchema, type Account } from '@rahti/domain';
import { useChooseLanguage } from '../../auth/use-choose-language';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useZodForm } from '../../lib/use-zod-form';
import { useUpdateProfile } from './profile-api';
import { FormFailure } from '../../components/ui/form-failure';

const schema = updateProfileSchema.pick({ displayName: true }).required();

/**
 * Display name is saved with the button. The language shown is the account's saved one (the
 * top bar's pick saves there too); a new one applies and is saved at once.
 */
export function ProfileForm({ account }: { account: Account }) {
  const { t } = useTranslation();
  const chooseLanguage = useChooseLanguage();
  const form = useZodForm(schema, { displayName: account.displayName });
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string>();
  const [savingLanguage, setSavingLanguage] = useState(false);

  const saveName = form.onSubmit((input) => {
    setFailure(undefined);
    update.mutate(input, {
      onSuccess: () => notifySuccess(t('web-account:profile.saved')),
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
      },
    });
  });

  const onLanguageChange = (value: string | null) => {
    if (!isLanguage(value) || value === account.displayLanguage) return;
    setFailure(undefined);
    setSavingLanguage(true);
    chooseLanguage(value)
      // Said in the new language: the page has switched by now.
      .then(() => notifySuccess(t('web-account:profile.saved', { lng: value })))
      .catch((error: unknown) => setFailure(errorMessage(error, t('errors:savingFailed'))))
      .finally(() => setSavingLanguage(false));
  };

  return (
    <form onSubmit={saveName} noValidate>
      <Stack maw={420}>
        <TextInput label={t('web-account:profile.displayName')} required {...form.getInputProps('displayName')} />
        <Select
          label={t('web-account:profile.language')}
          data={LANGUAGES.map((value) => ({ value, label: t(`web:languages.${value}`) }))}
          value={account.displayLanguage}
          onChange={onLanguageChange}
          disabled={savingLanguage}
          allowDeselect={false}
        />
        <FormFailure message={failure} />
        <Button type="submit" loading={update.isPending} w="fit-content">
          {t('web:common.save')}
        </Button>
      </Stack>
    </form>
  );
}
