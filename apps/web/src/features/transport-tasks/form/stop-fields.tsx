import { ActionIcon, Fieldset, Group, NativeSelect, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { STOP_KINDS, type StopKind } from '@rahti/domain';
import { DateField } from '../../../components/ui/date-field';
import { Icon } from '../../../components/ui/icons';
import type { StopValues } from './transport-form-values';
import { sameErrors, type FieldErrors, type FormActions } from './use-transport-form';

type TextField = 'name' | 'street' | 'postcode' | 'city' | 'country' | 'contactName' | 'contactPhone';
const REQUIRED: readonly TextField[] = ['street', 'city'];

interface StopFieldsProps {
  actions: FormActions;
  stop: StopValues;
  /** Where it is in the order, counted from 0, and how many stops there are. */
  index: number;
  count: number;
  canRemove: boolean;
  errors: FieldErrors;
  /** After the stop is removed: focus goes where the user can go on. */
  onRemoved: () => void;
  /** After the stop is moved, to its place counted from 1: said to screen readers. */
  onMoved: (place: number) => void;
}

const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** One stop as inputs: its kind, place, time window and contact, with buttons to move or remove it. */
function StopFieldsOf({ actions, stop, index, count, canRemove, errors, onRemoved, onMoved }: StopFieldsProps) {
  const { t } = useTranslation();
  const name = t('web-transport:stops.legend', { number: index + 1, kind: t(`web-transport:stopKind.${stop.kind}`) });
  const field = <K extends keyof StopValues>(key: K) => ({
    onBlur: () => actions.touch(`stops.${stop.key}.${key}`),
    error: errors[key],
  });
  const text = (key: TextField) => (
    <TextInput
      label={t(`web-transport:stops.${key}`)}
      required={REQUIRED.includes(key)}
      maxLength={key === 'country' ? 2 : undefined}
      autoComplete="off"
      value={stop[key]}
      onChange={(event) => actions.setStop(stop.key, key, event.currentTarget.value)}
      {...field(key)}
    />
  );
  const date = (key: 'startDate' | 'endDate') => (
    <DateField
      label={t(`web-transport:stops.${key}`)}
      value={stop[key]}
      onChange={(value) => actions.setStop(stop.key, key, value)}
      {...field(key)}
    />
  );
  const time = (key: 'startTime' | 'endTime') => (
    <TextInput
      type="time"
      label={t(`web-transport:stops.${key}`)}
      value={stop[key]}
      onChange={(event) => actions.setStop(stop.key, key, event.currentTarget.value)}
      {...field(key)}
    />
  );
  const move = (by: -1 | 1) => {
    actions.moveStop(stop.key, by);
    onMoved(index + by + 1);
    // The button pressed is disabled at the first or last place: focus goes to the other one then.
    const atEdge = index + by === 0 || index + by === count - 1;
    focusSoon(`${stop.key}-${by < 0 !== atEdge ? 'up' : 'down'}`);
  };

  return (
    <Fieldset legend={name} id={`${stop.key}-fieldset`}>
      <Group justify="flex-end" gap={4} mb="xs">
        <ActionIcon
          id={`${stop.key}-up`}
          variant="default"
          disabled={index === 0}
          onClick={() => move(-1)}
          aria-label={t('web-transport:stops.moveUp', { stop: name })}
        >
          <Icon name="chevronDown" style={{ transform: 'rotate(180deg)' }} />
        </ActionIcon>
        <ActionIcon
          id={`${stop.key}-down`}
          variant="default"
          disabled={index === count - 1}
          onClick={() => move(1)}
          aria-label={t('web-transport:stops.moveDown', { stop: name })}
        >
          <Icon name="chevronDown" />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={!canRemove}
          onClick={() => {
            actions.removeStop(stop.key);
            onRemoved();
          }}
          aria-label={t('web-transport:stops.remove', { stop: name })}
        >
          <Icon name="trash" />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <NativeSelect
          id={`${stop.key}-kind`}
          label={t('web-transport:stops.kind')}
          data={STOP_KINDS.map((kind) => ({ value: kind, label: t(`web-transport:stopKind.${kind}`) }))}
          value={stop.kind}
          onChange={(event) => actions.setStop(stop.key, 'kind', event.currentTarget.value as StopKind)}
        />
        {text('name')}
        {text('street')}
        {text('postcode')}
        {text('city')}
        {text('country')}
        {text('contactName')}
        {text('contactPhone')}
        {date('startDate')}
        {time('startTime')}
        {date('endDate')}
        {time('endTime')}
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={t('web-transport:stops.notes')}
        autosize
        minRows={1}
        value={stop.notes}
        onChange={(event) => actions.setStop(stop.key, 'notes', event.currentTarget.value)}
        {...field('notes')}
      />
    </Fieldset>
  );
}

/** Drawn again only when this stop's values, place or messages change, not on every key typed elsewhere. */
export const StopFields = memo(
  StopFieldsOf,
  (before, after) =>
    before.stop === after.stop &&
    before.index === after.index &&
    before.count === after.count &&
    before.canRemove === after.canRemove &&
    before.actions === after.actions &&
    before.onRemoved === after.onRemoved &&
    before.onMoved === after.onMoved &&
    sameErrors(before.errors, after.errors),
);
