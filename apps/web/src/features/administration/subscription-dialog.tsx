import { Alert, Button, Group, Modal, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEATURE_KEYS, type Features, type OrganisationWithFeatures } from '@rahti/domain';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useUpdateSubscription } from './administration-api';

/** The site operator switches an organisation's features and sets how many vehicles it may activate. */
export function SubscriptionDialog({
  organisation,
  onClose,
}: {
  organisation: OrganisationWithFeatures;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [features, setFeatures] = useState<Features>(organisation.features);
  // Empty means no limit; NumberInput reports an empty field as ''.
  const [vehicleLimit, setVehicleLimit] = useState<number | string>(organisation.vehicleLimit ?? '');
  const update = useUpdateSubscription(organisation.id);
  const limitInvalid = typeof vehicleLimit === 'number' && (!Number.isInteger(vehicleLimit) || vehicleLimit < 0);

  const save = () => {
    if (limitInvalid) return;
    update.mutate(
      { features, vehicleLimit: typeof vehicleLimit === 'number' ? vehicleLimit : null },
      {
        onSuccess: () => {
          notifySuccess(t('web-administration:subscription.saved', { name: organisation.name }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('web-administration:subscription.title', { name: organisation.name })}
      size="lg"
      centered
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FEATURE_KEYS.map((key) => (
            <Switch
              key={key}
              label={t(`web:features.${key}`)}
              checked={features[key]}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setFeatures((current) => ({ ...current, [key]: checked }));
              }}
            />
          ))}
        </SimpleGrid>
        <NumberInput
          label={t('web-administration:subscription.vehicleLimit')}
          description={t('web-administration:subscription.vehicleLimitHint')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={vehicleLimit}
          onChange={setVehicleLimit}
          error={limitInvalid ? t('validation:notNegative') : undefined}
        />
        {update.error && (
          <Alert color="red" role="alert">
            {errorMessage(update.error, t('errors:savingFailed'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('web:common.cancel')}
          </Button>
          <Button onClick={save} loading={update.isPending}>
            {t('web:common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
