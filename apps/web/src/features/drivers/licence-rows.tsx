import { Button, Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLicenceTypes } from '../organisation-data/organisation-data-queries';
import { licenceOptions } from './driver-labels';
import { licenceRow, licenceRowIssues, type LicenceRow } from './driver-form-values';
import { DateField } from '../../components/ui/date-field';

interface LicenceRowsProps {
  rows: LicenceRow[];
  onChange: (rows: LicenceRow[]) => void;
  /** After a submit every row shows its problems; before it, only the rows the user has changed. */
  submitted: boolean;
}

/** A driver's licences: a code from the organisation's licence types and an optional expiry date. */
export function LicenceRows({ rows, onChange, submitted }: LicenceRowsProps) {
  const { t } = useTranslation();
  const types = useLicenceTypes();
  const options = [
    { value: '', label: t('web-drivers:form.chooseLicence') },
    ...licenceOptions(
      types.data,
      t,
      rows.map((row) => row.code),
    ),
  ];
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const addButton = useRef<HTMLButtonElement>(null);
  const issues = licenceRowIssues(rows);
  const errorOf = (index: number, field: keyof LicenceRow) => {
    const key = submitted || changed.has(rows[index]?.key ?? '') ? issues.get(`${index}.${field}`) : undefined;
    return key ? t(key) : undefined;
  };
  const update = (index: number, change: Partial<LicenceRow>) => {
    setChanged((current) => new Set(current).add(rows[index]?.key ?? ''));
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  };
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    // The removed row held the focus; keep it in the fieldset instead of losing it to the page.
    addButton.current?.focus();
  };

  return (
    <Fieldset legend={t('organisation-data:columns.licences')}>
      <Stack gap="sm">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('web-drivers:form.noLicences')}
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={row.key} align="flex-start" gap="sm" wrap="nowrap">
            <NativeSelect
              label={t('web-drivers:form.licence')}
              aria-label={t('web-drivers:form.licenceN', { n: index + 1 })}
              data={options}
              value={row.code}
              onChange={(event) => update(index, { code: event.currentTarget.value })}
              error={errorOf(index, 'code')}
              flex={1}
            />
            <DateField
              label={t('web-drivers:form.expiresOn')}
              aria-label={t('web-drivers:form.expiresOnN', { n: index + 1 })}
              value={row.expiresOn ?? ''}
              onChange={(value) => update(index, { expiresOn: value || null })}
              error={errorOf(index, 'expiresOn')}
              w={170}
            />
            <Button
              variant="default"
              color="red"
              mt={25}
              onClick={() => remove(index)}
              aria-label={t('web-drivers:form.removeLicenceN', { n: index + 1 })}
            >
              {t('web-drivers:form.remove')}
            </Button>
          </Group>
        ))}
        <Group>
          <Button ref={addButton} variant="default" onClick={() => onChange([...rows, licenceRow()])}>
            {t('web-drivers:form.addLicence')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
