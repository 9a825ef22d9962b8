import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error';
import type { RouteForm } from './route-form-fields';
import type { RouteMeasureState } from './use-route-measure';

/**
 * The route's distance and driving time: measured from the waypoints (along the roads, or an
 * estimate without a routing server, and it says so) or typed over; "Measure again"
 * replaces typed figures with measured ones.
 */
export function DistanceFields({ form, measure }: { form: RouteForm; measure: RouteMeasureState }) {
  const { t } = useTranslation();
  const typed = (name: 'distanceKm' | 'drivingMinutes') => {
    const props = form.getInputProps(name);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const text = event.currentTarget.value;
        const other = name === 'distanceKm' ? form.values.drivingMinutes : form.values.distanceKm;
        form.setValue(name, text);
        // Both emptied: the server measures again on saving.
        form.setValue('distanceManual', text.trim() !== '' || other.trim() !== '');
      },
    };
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end">
        {(['distanceKm', 'drivingMinutes'] as const).map((name) => (
          <TextInput
            key={name}
            label={t(`web-routes:fields.${name}`)}
            inputMode={name === 'distanceKm' ? 'decimal' : 'numeric'}
            autoComplete="off"
            w={180}
            {...typed(name)}
          />
        ))}
        <Button
          variant="default"
          onClick={measure.measureAgain}
          loading={measure.pending}
          disabled={!measure.canMeasure}
          title={measure.canMeasure ? undefined : t('web-routes:distance.needsTwo')}
        >
          {t('web-routes:distance.measureAgain')}
        </Button>
      </Group>
      <Text size="sm" role="status" aria-live="polite">
        {measure.pending
          ? t('web-routes:distance.measuring')
          : measure.source
            ? t(`web-routes:distance.source.${measure.source}`)
            : t('web-routes:distance.needsTwo')}
      </Text>
      {measure.error && (
        <Alert color="red" role="alert">
          {errorMessage(measure.error, t('web-routes:distance.measureFailed'))}
        </Alert>
      )}
    </Stack>
  );
}
