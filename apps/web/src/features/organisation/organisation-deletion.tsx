import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organisation } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorMessage } from '../../lib/api-error';
import { useSession } from '../../auth/session';
import { useSetOrganisationToBeDeleted } from './organisation-api';

/**
 * Setting an organisation to be deleted removes all its data later, so the user types its name
 * first. Sign-in to it stops at once, so no one of it sees it "set to be deleted": only the site
 * operator restores it (administration's organisation list).
 */
export function OrganisationDeletion({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation();
  const session = useSession();
  const setToBeDeleted = useSetOrganisationToBeDeleted(organisation.id);
  const [confirming, setConfirming] = useState(false);
  const [typedName, setTypedName] = useState('');
  const failure = setToBeDeleted.error
    ? errorMessage(setToBeDeleted.error, t('errors:organisationRequest'))
    : undefined;

  const close = () => {
    setConfirming(false);
    setTypedName('');
    setToBeDeleted.reset();
  };

  return (
    <Stack align="flex-start">
      <Text>{t('web-organisation:deletion.explanation')}</Text>
      <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
        {t('web-organisation:deletion.start')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('web-organisation:deletion.confirmTitle')}
        message={t('web-organisation:deletion.confirmMessage', { name: organisation.name })}
        confirmLabel={t('web-organisation:deletion.confirmButton')}
        confirmDisabled={typedName.trim() !== organisation.name}
        loading={setToBeDeleted.isPending}
        error={failure}
        onClose={close}
        onConfirm={() =>
          setToBeDeleted.mutate(undefined, {
            // Sign-in to the organisation has stopped, this session's too: end it here rather than at the next request.
            onSuccess: () => {
              close();
              void session.signOut();
            },
          })
        }
      >
        <TextInput
          label={t('web-organisation:deletion.typeName')}
          value={typedName}
          onChange={(event) => setTypedName(event.currentTarget.value)}
          autoComplete="off"
        />
      </ConfirmDialog>
    </Stack>
  );
}
