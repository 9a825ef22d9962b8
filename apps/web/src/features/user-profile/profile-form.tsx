import { Button, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, updateProfileSchema, type Account, type UpdateProfileInput } from '@rahti/domain';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-language';
import { useZodForm } from '../../lib/use-zod-form';
import { useUpdateProfile } from './profile-api';
import { FormFailure } from '../../components/ui/form-failure';

const schema = updateProfileSchema.required();

/** Display name is saved with the button; a new language applies and is saved at once. */
export function ProfileForm({ account }: { account: Account }) {
  const { t } = useTranslation();
  const { language, changeLanguage } = useLanguage();
  const form = useZodForm(schema, { displayName: account.displayName, displayLanguage: language });
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string>();

  const save = (input: UpdateProfileInput) => {
    setFailure(undefined);
    update.mutate(input, {
      onSuccess: () => notifySuccess(t('web-account:profile.saved')),
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
      },
    });
  };

  const onLanguageChange = (value: string | null) => {
    if (!isLanguage(value)) return;
    form.setValue('displayLanguage', value);
    void changeLanguage(value);
    save({ displayLanguage: value });
  };

  return (
    <form onSubmit={form.onSubmit((input) => save({ displayName: input.displayName }))} noValidate>
      <Stack maw={420}>
        <TextInput label={t('web-account:profile.displayName')} required {...form.getInputProps('displayName')} />
        <Select
          label={t('web-account:profile.language')}
          data={LANGUAGES.map((value) => ({ value, label: t(`web:languages.${value}`) }))}
          value={form.values.displayLanguage}
          onChange={onLanguageChange}
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
