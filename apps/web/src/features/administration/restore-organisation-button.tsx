import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrganisationWithFeatures } from '@rahti/domain';
import { notifyError, notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useRestoreOrganisation } from './administration-api';

/** The site operator takes back an organisation's deletion before its erasure date. */
export function RestoreButton({ organisation }: { organisation: OrganisationWithFeatures }) {
  const { t } = useTranslation();
  const restore = useRestoreOrganisation(organisation.id);
  return (
    <Button
      size="xs"
      variant="default"
      loading={restore.isPending}
      aria-label={t('web-administration:organisations.restoreOf', { name: organisation.name })}
      onClick={() =>
        restore.mutate(undefined, {
          onSuccess: () => notifySuccess(t('web-administration:organisations.restored', { name: organisation.name })),
          onError: (error) => notifyError(errorMessage(error, t('errors:organisationRequest'))),
        })
      }
    >
      {t('web-administration:organisations.restore')}
    </Button>
  );
}
