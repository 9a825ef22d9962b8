import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { CostRow } from './cost-rows';
import { CostTable } from './cost-table';

/**
 * The yearly costs as bars, biggest first. The picture is hidden from screen readers; the
 * table below it carries the same figures (and the total) for everyone.
 */
export function YearlyCostsChart({
  rows,
  total,
  money,
}: {
  rows: CostRow[];
  total: number;
  money: (n: number) => string;
}) {
  const { t } = useTranslation();
  const sorted = [...rows].sort((a, b) => b.amount - a.amount);
  const data = sorted.map((row) => ({
    item: t(`web-calc-wizard:costItems.${row.key}`),
    amount: Math.round(row.amount * 100) / 100,
  }));
  return (
    <>
      <div aria-hidden="true">
        <BarChart
          h={Math.max(160, data.length * 36)}
          data={data}
          dataKey="item"
          orientation="vertical"
          yAxisProps={{ width: 150 }}
          series={[{ name: 'amount', label: t('web-calc-wizard:results.perYear'), color: 'indigo.6' }]}
          valueFormatter={money}
          withTooltip
          // Recharts' keyboard layer would make the hidden picture focusable (axe: aria-hidden-focus).
          barChartProps={{ accessibilityLayer: false }}
        />
      </div>
      <CostTable
        caption={t('web-calc-wizard:results.yearlyCaption')}
        unitLabel={t('web-calc-wizard:results.perYear')}
        rows={sorted}
        total={total}
        format={money}
      />
    </>
  );
}
