import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FUEL_TYPES } from '@rahti/domain';
import type { FuelLabels } from '../fuel-labels';

const NS = 'web-fuel-import:mapping.codes';

export interface FuelCodeDraft {
  code: string;
  fuelType: number;
}

/** The card company's own fuel codes ("01" is diesel on its exports), each with the fuel it means. */
export function FuelCardFuelCodes({
  codes,
  labels,
  onChange,
}: {
  codes: readonly FuelCodeDraft[];
  labels: FuelLabels;
  onChange: (codes: FuelCodeDraft[]) => void;
}) {
  const { t } = useTranslation();
  const change = (index: number, code: Partial<FuelCodeDraft>) =>
    onChange(codes.map((current, i) => (i === index ? { ...current, ...code } : current)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t(`${NS}.title`)}
      </Text>
      <Text size="sm">{t(`${NS}.intro`)}</Text>
      {codes.map((code, index) => (
        <Group key={index} align="flex-end" gap="xs">
          <TextInput
            label={t(`${NS}.code`, { number: index + 1 })}
            value={code.code}
            onChange={(event) => change(index, { code: event.currentTarget.value })}
            w={140}
          />
          <NativeSelect
            label={t(`${NS}.fuel`, { number: index + 1 })}
            value={String(code.fuelType)}
            onChange={(event) => change(index, { fuelType: Number(event.currentTarget.value) })}
            data={FUEL_TYPES.map((fuel) => ({ value: String(fuel.value), label: labels.fuelName(fuel.value) }))}
            w={220}
          />
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => onChange(codes.filter((_, i) => i !== index))}
            aria-label={t(`${NS}.remove`, { number: index + 1 })}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="default" size="xs" onClick={() => onChange([...codes, { code: '', fuelType: 0 }])}>
          {t(`${NS}.add`)}
        </Button>
      </Group>
    </Stack>
  );
}
