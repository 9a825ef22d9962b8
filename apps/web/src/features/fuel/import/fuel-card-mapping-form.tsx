import { Button, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  completeFuelCardMapping,
  FUEL_CARD_FIELDS,
  FUEL_CARD_REQUIRED_FIELDS,
  type FuelCardField,
  type FuelCardMapping,
  type FuelCardPreview,
} from '@rahti/domain';
import type { FuelLabels } from '../fuel-labels';
import { FuelCardFuelCodes, type FuelCodeDraft } from './fuel-card-fuel-codes';

const NS = 'web-fuel-import:mapping';
const REQUIRED: ReadonlySet<FuelCardField> = new Set(FUEL_CARD_REQUIRED_FIELDS);

/**
 * Which column of the file holds what: a select per fact with the file's columns (an optional
 * one may be "not in the file"), whether the price is per unit or the row's total, and the card
 * company's fuel codes. Reading the file again with them is the user's step.
 */
export function FuelCardMappingForm({
  preview,
  labels,
  busy,
  onRead,
}: {
  preview: FuelCardPreview;
  labels: FuelLabels;
  busy: boolean;
  onRead: (mapping: FuelCardMapping) => void;
}) {
  const { t } = useTranslation();
  const [columns, setColumns] = useState<Record<FuelCardField, string | null>>(preview.mapping.columns);
  const [priceIs, setPriceIs] = useState(preview.mapping.priceIs);
  const [codes, setCodes] = useState<FuelCodeDraft[]>(preview.mapping.fuelCodes);
  const [problem, setProblem] = useState(false);

  const read = () => {
    const mapping = completeFuelCardMapping({
      columns,
      priceIs,
      fuelCodes: codes.filter((code) => code.code.trim() !== ''),
    });
    setProblem(!mapping);
    if (mapping) onRead(mapping);
  };
  const options = (field: FuelCardField) => [
    { value: '', label: t(REQUIRED.has(field) ? `${NS}.choose` : `${NS}.notInFile`) },
    ...preview.columns.map((column) => ({ value: column, label: column })),
  ];

  return (
    <Stack gap="sm">
      <Text size="sm">{t(`${NS}.from.${preview.mappingFrom}`)}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {FUEL_CARD_FIELDS.map((field) => (
          <NativeSelect
            key={field}
            label={t(`${NS}.columnOf.${field}`)}
            required={REQUIRED.has(field)}
            value={columns[field] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setColumns((current) => ({ ...current, [field]: value === '' ? null : value }));
            }}
            data={options(field)}
            error={preview.missing.includes(field) && columns[field] === preview.mapping.columns[field]}
          />
        ))}
        <NativeSelect
          label={t(`${NS}.priceIs`)}
          value={priceIs}
          onChange={(event) => setPriceIs(event.currentTarget.value as FuelCardMapping['priceIs'])}
          data={[
            { value: 'perUnit', label: t(`${NS}.perUnit`) },
            { value: 'total', label: t(`${NS}.total`) },
          ]}
        />
      </SimpleGrid>
      <FuelCardFuelCodes codes={codes} labels={labels} onChange={setCodes} />
      {problem && (
        <Text size="sm" c="red.9" role="alert">
          {t(`${NS}.incomplete`)}
        </Text>
      )}
      <Group>
        <Button variant="light" onClick={read} loading={busy}>
          {t(`${NS}.read`)}
        </Button>
      </Group>
    </Stack>
  );
}
