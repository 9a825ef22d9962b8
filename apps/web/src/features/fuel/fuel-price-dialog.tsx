import { TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fuelPriceInputSchema } from '@rahti/domain';
import { FormDialog } from '../../components/ui/form-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useZodForm } from '../../lib/use-zod-form';
import { useSaveFuelPrice } from '../calculations/api/organisation-settings-api';
import { decimalText } from './decimal-text';
import type { FuelLabels } from './fuel-labels';
import type { TodaysPrice } from './fuel-price-rows';

/**
 * A fuel's new price in the organisation's currency, checked with the server's own schema (a
 * decimal comma or point). It replaces the organisation's price (PUT, kept in the history), or
 * is its first one (POST) while the built-in price applies.
 */
export function FuelPriceDialog({
  row,
  labels,
  onClose,
}: {
  row: TodaysPrice;
  labels: FuelLabels;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fuel = labels.fuelName(row.fuelType);
  const schema = useMemo(() => fuelPriceInputSchema.transform((input) => ({ id: row.own?.id, input })), [row.own?.id]);
  const form = useZodForm(schema, {
    fuelType: row.fuelType,
    currency: labels.currency,
    price: row.own ? decimalText(row.own.price, labels.language) : '',
  });
  const save = useSaveFuelPrice();

  return (
    <FormDialog
      title={t('web-fuel:prices.dialogTitle', { fuel })}
      form={form}
      save={save}
      submitLabel={t('web-fuel:prices.set')}
      onClose={onClose}
      onSaved={() => {
        notifySuccess(t('web-fuel:prices.saved', { fuel }));
        onClose();
      }}
    >
      <TextInput
        label={t('web-fuel:prices.price', { unit: row.unit, currency: labels.currencySymbol })}
        inputMode="decimal"
        required
        data-autofocus
        {...form.getInputProps('price')}
      />
    </FormDialog>
  );
}
