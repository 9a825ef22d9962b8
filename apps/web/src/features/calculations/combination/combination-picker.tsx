import { Checkbox, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalculationSummary } from '@rahti/domain';
import { useCalculationLabels } from '../list/use-calculation-labels';

interface CombinationPickerProps {
  tractorUnits: CalculationSummary[];
  trailers: CalculationSummary[];
  tractorId: string;
  trailerIds: string[];
  onTractorChange: (id: string) => void;
  onTrailersChange: (ids: string[]) => void;
}

/** One tractor unit from a list, any number of trailers by checkbox. */
export function CombinationPicker(props: CombinationPickerProps) {
  const { t } = useTranslation();
  const { vehicleClassLabel } = useCalculationLabels();
  const describe = (row: CalculationSummary) => [row.name, row.nickname].filter(Boolean).join(' – ');
  return (
    <Stack>
      {props.tractorUnits.length === 0 ? (
        <Text>{t('web-calculations:combination.noTractorUnits')}</Text>
      ) : (
        <NativeSelect
          label={t('web-calculations:combination.tractorUnit')}
          description={t('web-calculations:combination.tractorUnitHint')}
          value={props.tractorId}
          onChange={(event) => props.onTractorChange(event.currentTarget.value)}
          data={[
            { value: '', label: '—' },
            ...props.tractorUnits.map((row) => ({ value: row.id, label: describe(row) })),
          ]}
          maw={420}
        />
      )}
      {props.trailers.length === 0 ? (
        <Text>{t('web-calculations:combination.noTrailers')}</Text>
      ) : (
        <Checkbox.Group
          label={t('web-calculations:combination.trailers')}
          description={t('web-calculations:combination.trailersHint')}
          value={props.trailerIds}
          onChange={props.onTrailersChange}
        >
          <Stack gap="xs" mt="xs">
            {props.trailers.map((row) => (
              <Checkbox key={row.id} value={row.id} label={`${describe(row)} (${vehicleClassLabel(row)})`} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}
