import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSPORT_LIMITS, type StopKind } from '@rahti/domain';
import { StopFields } from './stop-fields';
import type { TransportForm } from './use-transport-form';

/**
 * The stops in the order the driver visits them: added as a pickup or a delivery, moved up and
 * down by buttons (keyboard first, no dragging), removed down to the two an order needs.
 */
export function StopsEditor({ form }: { form: TransportForm }) {
  const { t } = useTranslation();
  const addPickup = useRef<HTMLButtonElement>(null);
  const { stops } = form.values;
  const listError = form.errorAt('stops');
  const isFull = stops.length >= TRANSPORT_LIMITS.stopsMax;
  const focusAdd = useCallback(() => requestAnimationFrame(() => addPickup.current?.focus()), []);
  const [movedTo, setMovedTo] = useState<number>();
  const add = (kind: StopKind) => {
    const stop = form.actions.addStop(kind);
    requestAnimationFrame(() => document.getElementById(`${stop.key}-kind`)?.focus());
  };

  return (
    <Stack gap="sm">
      {listError && (
        <Text c="red.8" size="sm" role="alert">
          {listError}
        </Text>
      )}
      {stops.map((stop, index) => (
        <StopFields
          key={stop.key}
          actions={form.actions}
          stop={stop}
          index={index}
          count={stops.length}
          canRemove={stops.length > TRANSPORT_LIMITS.stopsMin}
          errors={form.errorsOf(`stops.${stop.key}`)}
          onRemoved={focusAdd}
          onMoved={setMovedTo}
        />
      ))}
      <Text size="sm" role="status" aria-live="polite">
        {movedTo === undefined ? '' : t('web-transport:stops.moved', { place: movedTo, count: stops.length })}
      </Text>
      <Group>
        <Button ref={addPickup} variant="default" disabled={isFull} onClick={() => add('pickup')}>
          {t('web-transport:stops.addPickup')}
        </Button>
        <Button variant="default" disabled={isFull} onClick={() => add('delivery')}>
          {t('web-transport:stops.addDelivery')}
        </Button>
      </Group>
    </Stack>
  );
}
