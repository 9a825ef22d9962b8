import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Calculation } from '@rahti/domain';
import { useLanguage } from '../../../lib/use-language';
import { YEARLY_ITEM_KEYS, type CalculationFigures } from '../print/calculation-figures';

const COLOURS = [
  'indigo.7',
  'cyan.7',
  'teal.7',
  'green.7',
  'lime.7',
  'yellow.6',
  'orange.6',
  'red.7',
  'pink.6',
  'grape.6',
  'violet.6',
  'blue.6',
];

/**
 * Each calculation's yearly costs as one stacked bar, item by item. A picture for the eye only:
 * the table beside it carries every figure, so the chart is hidden from assistive technology
 * and takes no keyboard focus.
 */
export function YearlyCostsComparisonChart({
  calculations,
  figures,
}: {
  calculations: Calculation[];
  figures: CalculationFigures[];
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const keys = YEARLY_ITEM_KEYS.filter((key) => figures.some((f) => f.yearlyItems.some((item) => item.key === key)));
  const data = calculations.map((calculation, index) => ({
    name: calculation.name,
    ...Object.fromEntries(
      (figures[index]?.yearlyItems ?? []).map((item) => [item.key, Math.round(item.amount * 100) / 100]),
    ),
  }));
  const currency = calculations[0]?.currency ?? 'EUR';
  return (
    <div aria-hidden="true">
      <BarChart
        h={120 + calculations.length * 56}
        data={data}
        dataKey="name"
        type="stacked"
        orientation="vertical"
        yAxisProps={{ width: 160 }}
        series={keys.map((key, index) => ({
          name: key,
          label: t(`web-calculations:costItems.${key}`),
          color: COLOURS[index % COLOURS.length] ?? 'gray.6',
        }))}
        valueFormatter={(value) => formatMoney(value, currency, language)}
        withLegend
        withTooltip={false}
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
