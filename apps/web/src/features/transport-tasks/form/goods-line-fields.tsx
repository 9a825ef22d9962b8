import {
  ActionIcon,
  Autocomplete,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  TextInput,
} from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { HAZARD_CLASSES, PACKAGE_KINDS, PACKING_GROUPS } from '@rahti/domain';
import { Icon } from '../../../components/ui/icons';
import type { GoodsValues } from './transport-form-values';
import { sameErrors, type FieldErrors, type FormActions } from './use-transport-form';

type TextField = Exclude<keyof GoodsValues, 'key' | 'id' | 'isDangerous' | 'hazardClass' | 'packingGroup'>;
const NUMBERS: Partial<Record<TextField, 'numeric' | 'decimal'>> = {
  packages: 'numeric',
  weightKg: 'decimal',
  volumeM3: 'decimal',
  loadingMetres: 'decimal',
};
const REQUIRED: readonly TextField[] = ['description', 'packages', 'weightKg'];

interface GoodsLineFieldsProps {
  actions: FormActions;
  line: GoodsValues;
  number: number;
  canRemove: boolean;
  errors: FieldErrors;
  /** After the line is removed: focus goes where the user can go on. */
  onRemoved: () => void;
}

/** One goods line as inputs; its dangerous goods (ADR) details show when it is marked dangerous. */
function GoodsLineFieldsOf({ actions, line, number, canRemove, errors, onRemoved }: GoodsLineFieldsProps) {
  const { t } = useTranslation();
  const name = t('web-transport:goods.name', { number });
  const touch = (field: string) => () => actions.touch(`goods.${line.key}.${field}`);
  const text = (key: TextField, extra: { id?: string } = {}) => (
    <TextInput
      id={extra.id}
      label={t(`web-transport:goods.${key}`)}
      required={REQUIRED.includes(key) || (line.isDangerous && (key === 'unNumber' || key === 'properName'))}
      inputMode={NUMBERS[key]}
      autoComplete="off"
      value={line[key]}
      onChange={(event) => actions.setGoods(line.key, key, event.currentTarget.value)}
      onBlur={touch(key)}
      error={errors[key]}
    />
  );
  const choice = (key: 'hazardClass' | 'packingGroup', values: readonly string[], required: boolean) => (
    <NativeSelect
      label={t(`web-transport:goods.${key}`)}
      required={required}
      data={[{ value: '', label: t(required ? 'web-transport:form.choose' : 'web-transport:form.none') }, ...values]}
      value={line[key]}
      onChange={(event) => actions.setGoods(line.key, key, event.currentTarget.value)}
      onBlur={touch(key)}
      error={errors[key]}
    />
  );

  return (
    <Fieldset legend={name}>
      <Group justify="flex-end" mb="xs">
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={!canRemove}
          onClick={() => {
            actions.removeGoods(line.key);
            onRemoved();
          }}
          aria-label={t('web-transport:goods.remove', { line: name })}
        >
          <Icon name="trash" />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {text('description', { id: `${line.key}-description` })}
        {text('packages')}
        <Autocomplete
          label={t('web-transport:goods.packageKind')}
          description={t('web-transport:goods.packageKindHint')}
          data={PACKAGE_KINDS.map((kind) => t(`web-transport:packageKinds.${kind}`))}
          value={line.packageKind}
          onChange={(value) => actions.setGoods(line.key, 'packageKind', value)}
          onBlur={touch('packageKind')}
          error={errors.packageKind}
        />
        {text('marks')}
        {text('weightKg')}
        {text('volumeM3')}
        {text('loadingMetres')}
      </SimpleGrid>
      <Checkbox
        mt="md"
        label={t('web-transport:goods.isDangerous')}
        checked={line.isDangerous}
        onChange={(event) => actions.setGoods(line.key, 'isDangerous', event.currentTarget.checked)}
      />
      {line.isDangerous && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mt="sm">
          {text('unNumber')}
          {choice('hazardClass', HAZARD_CLASSES, true)}
          {choice('packingGroup', PACKING_GROUPS, false)}
          {text('properName')}
        </SimpleGrid>
      )}
    </Fieldset>
  );
}

/** Drawn again only when this line's values, place or messages change. */
export const GoodsLineFields = memo(
  GoodsLineFieldsOf,
  (before, after) =>
    before.line === after.line &&
    before.number === after.number &&
    before.canRemove === after.canRemove &&
    before.actions === after.actions &&
    before.onRemoved === after.onRemoved &&
    sameErrors(before.errors, after.errors),
);
