import { Checkbox, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TermsValues } from './transport-form-values';
import type { TransportForm } from './use-transport-form';

type TextTerm = Exclude<keyof TermsValues, 'noTranshipment'>;
const MONEY: readonly TextTerm[] = ['cashOnDelivery', 'declaredValue'];

/**
 * The waybill's optional terms (345/1979 and CMR Art. 6(2)); for an international order also the
 * CMR note's charges and customs instructions (Art. 6(1)).
 */
export function TermsFields({ form }: { form: TransportForm }) {
  const { t } = useTranslation();
  const { terms, international } = form.values;
  const input = (key: TextTerm, long = false) => {
    const props = {
      label: t(`web-transport:terms.${key}`),
      value: terms[key],
      onChange: (event: { currentTarget: { value: string } }) => form.actions.setTerm(key, event.currentTarget.value),
      onBlur: () => form.actions.touch(`terms.${key}`),
      error: form.errorAt(`terms.${key}`),
    };
    return long ? (
      <Textarea key={key} autosize minRows={2} {...props} />
    ) : (
      <TextInput
        key={key}
        autoComplete="off"
        inputMode={MONEY.includes(key) ? 'decimal' : undefined}
        description={MONEY.includes(key) ? t('web-transport:terms.moneyHint') : undefined}
        {...props}
      />
    );
  };

  return (
    <Stack gap="sm">
      <Checkbox
        label={t('web-transport:terms.noTranshipment')}
        checked={terms.noTranshipment}
        onChange={(event) => form.actions.setTerm('noTranshipment', event.currentTarget.checked)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input('cashOnDelivery')}
        {input('declaredValue')}
        {input('agreedTransitTime')}
        {input('documentsHandedOver')}
      </SimpleGrid>
      {international && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input('charges', true)}
          {input('customsInstructions', true)}
        </SimpleGrid>
      )}
      {input('specialAgreements', true)}
    </Stack>
  );
}
