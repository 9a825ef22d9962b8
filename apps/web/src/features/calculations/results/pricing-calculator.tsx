import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDecimal, priceJob, targetMarginMessage, yearlyValues } from '@rahti/domain';
import { BigFigure } from './big-figure';
import { useMoney, usePercent } from './money';
import type { ReadyResult } from './results-layout';

const FIELDS = ['hours', 'km', 'targetMarginPercent', 'jobsPerYear'] as const;
type Field = (typeof FIELDS)[number];
const UNITS: Record<Field, string> = { hours: 'h', km: 'km', targetMarginPercent: '%', jobsPerYear: '' };

const asNumber = (text: string): number | undefined => {
  const value = parseDecimal(text);
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
};

/**
 * Hours, km and target margin in; the price out on every keystroke, with the domain's
 * priceJob (no server round trip). Valid entries are kept in the calculation's pricing step.
 */
export function PricingCalculator({ input, rates, currency, current }: ReadyResult) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const percent = usePercent();
  const [texts, setTexts] = useState<Record<Field, string>>(() => ({
    hours: String(input.pricing.hours),
    km: String(input.pricing.km),
    targetMarginPercent: String(input.pricing.targetMarginPercent),
    jobsPerYear: String(input.pricing.jobsPerYear),
  }));
  const numbers = Object.fromEntries(FIELDS.map((field) => [field, asNumber(texts[field])])) as Record<
    Field,
    number | undefined
  >;
  const { hours, km, targetMarginPercent, jobsPerYear } = numbers;
  const ready = hours !== undefined && km !== undefined && targetMarginPercent !== undefined;
  const cost = ready ? hours * rates.costPerHour + km * rates.costPerKm : 0;
  const marginProblem = ready ? targetMarginMessage(targetMarginPercent, cost) : undefined;
  const price =
    ready && !marginProblem
      ? priceJob({ ...rates, hours, km, targetMarginPercent, unitCount: input.pricing.unitCount })
      : undefined;
  const yearly = price && jobsPerYear ? yearlyValues(price, jobsPerYear) : undefined;

  const change = (field: Field, text: string) => {
    setTexts((old) => ({ ...old, [field]: text }));
    const next = { ...numbers, [field]: asNumber(text) };
    const nextCost = (next.hours ?? 0) * rates.costPerHour + (next.km ?? 0) * rates.costPerKm;
    const valid =
      next[field] !== undefined &&
      !(next.targetMarginPercent !== undefined && targetMarginMessage(next.targetMarginPercent, nextCost));
    if (valid) current.setValue(`pricing.${field}`, next[field]);
  };
  const errorOf = (field: Field) => {
    if (texts[field].trim() === '') return t('validation:required');
    if (asNumber(texts[field]) === undefined)
      return t((parseDecimal(texts[field]) as number) < 0 ? 'validation:notNegative' : 'validation:number');
    if (field === 'targetMarginPercent' && marginProblem) return t(marginProblem);
    return undefined;
  };

  return (
    <Stack>
      <Text c="dimmed">
        {t('web-calc-wizard:pricing.rates', { perHour: money(rates.costPerHour), perKm: money(rates.costPerKm) })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 4 }}>
        {FIELDS.map((field) => (
          <TextInput
            key={field}
            label={t(`web-calc-wizard:pricing.${field}`)}
            inputMode="decimal"
            autoComplete="off"
            value={texts[field]}
            rightSection={UNITS[field] || undefined}
            onChange={(event) => change(field, event.currentTarget.value)}
            error={errorOf(field)}
          />
        ))}
      </SimpleGrid>
      <div aria-live="polite">
        {price ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} component="dl" m={0}>
            <BigFigure label={t('web-calc-wizard:pricing.price')} value={money(price.targetPrice)} />
            <BigFigure label={t('web-calc-wizard:pricing.cost')} value={money(price.cost)} />
            <BigFigure
              label={t('web-calc-wizard:pricing.profit')}
              value={money(price.profit)}
              tone={price.profit >= 0 ? 'good' : 'bad'}
            />
            <BigFigure label={t('web-calc-wizard:pricing.margin')} value={percent(price.marginPercent)} />
          </SimpleGrid>
        ) : (
          <Text>{t('web-calc-wizard:pricing.invalid')}</Text>
        )}
        {yearly && (
          <Text mt="sm">
            {t('web-calc-wizard:pricing.yearly', {
              revenue: money(yearly.revenuePerYear),
              profit: money(yearly.profitPerYear),
            })}
          </Text>
        )}
      </div>
    </Stack>
  );
}
