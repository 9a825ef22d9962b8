import { Alert, Button, Group, NativeSelect, PasswordInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  RFMS_VERSION_CHOICES,
  externalCredentialInputSchema,
  type ExternalCredential,
  type ExternalService,
} from '@rahti/domain';
import { FormDialog } from '../../../components/ui/form-dialog';
import { notifySuccess } from '../../../components/ui/notify';
import { errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveCredential, useTryCredentials } from './external-services-api';

/** Volvo Connect's and Scania's rFMS addresses; other makers' services are typed in. */
const DEFAULT_URLS: Record<ExternalService, string> = {
  volvoConnect: 'https://api.volvotrucks.com',
  scania: 'https://dataaccess.scania.com',
  rfms: '',
};

/** Adds a service's credentials or changes them (the stored password stays unless a new one is typed), with a check before saving. */
export function CredentialDialog({
  serviceName,
  credential,
  onClose,
}: {
  serviceName: ExternalService;
  credential?: ExternalCredential;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(externalCredentialInputSchema, {
    serviceName,
    baseUrl: credential?.baseUrl ?? DEFAULT_URLS[serviceName],
    version: credential?.version ?? (serviceName === 'volvoConnect' ? ('2.1' as const) : ('auto' as const)),
    username: credential?.username ?? '',
    password: '',
    tokenUrl: credential?.tokenUrl ?? '',
  });
  const save = useSaveCredential(credential?.id);
  const check = useTryCredentials();
  const { values } = form;
  const service = t(`web-organisation:externalServices.services.${serviceName}`);
  const scania = serviceName === 'scania';

  return (
    <FormDialog
      title={t(
        credential ? 'web-organisation:externalServices.editTitle' : 'web-organisation:externalServices.addTitle',
        { service },
      )}
      form={form}
      save={save}
      onSaved={() => {
        notifySuccess(t('web-organisation:externalServices.saved', { service }));
        onClose();
      }}
      onClose={onClose}
    >
      <TextInput label={t('web-organisation:externalServices.baseUrl')} required {...form.getInputProps('baseUrl')} />
      <NativeSelect
        label={t('web-organisation:externalServices.version')}
        data={RFMS_VERSION_CHOICES.map((version) => ({
          value: version,
          label: t(`web-organisation:externalServices.versions.${version}`),
        }))}
        {...form.getInputProps('version')}
      />
      <TextInput
        label={t(scania ? 'web-organisation:externalServices.clientId' : 'web-organisation:externalServices.username')}
        required
        autoComplete="off"
        {...form.getInputProps('username')}
      />
      <PasswordInput
        label={t(scania ? 'web-organisation:externalServices.secretKey' : 'web-organisation:externalServices.password')}
        description={credential ? t('web-organisation:externalServices.passwordKept') : undefined}
        required={!credential}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      {serviceName === 'rfms' && (
        <TextInput
          label={t('web-organisation:externalServices.tokenUrl')}
          description={t('web-organisation:externalServices.tokenUrlHint')}
          {...form.getInputProps('tokenUrl')}
        />
      )}
      {scania && (
        <TextInput
          label={t('web-organisation:externalServices.authUrl')}
          description={t('web-organisation:externalServices.authUrlHint')}
          {...form.getInputProps('tokenUrl')}
        />
      )}
      <Group>
        <Button
          variant="default"
          loading={check.isPending}
          disabled={!values.username || !values.password || !values.baseUrl}
          onClick={() =>
            check.mutate({
              serviceName,
              username: values.username,
              password: values.password,
              baseUrl: values.baseUrl,
              version: values.version,
              tokenUrl: values.tokenUrl,
            })
          }
        >
          {t('web-organisation:externalServices.check')}
        </Button>
      </Group>
      {check.data && (
        <Alert color={check.data.outcome === 'ok' ? 'green' : 'red'} role="status">
          {check.data.outcome === 'ok'
            ? t('web-organisation:externalServices.checkOk', { version: check.data.version })
            : check.data.message}
        </Alert>
      )}
      {check.isError && (
        <Alert color="red" role="status">
          {errorMessage(check.error, t('errors:unknown'))}
        </Alert>
      )}
    </FormDialog>
  );
}
