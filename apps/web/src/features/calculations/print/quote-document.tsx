import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Calculation, type JobPrice } from '@rahti/domain';
import { useLanguage } from '../../../lib/use-language';
import { DocumentHeader } from './document-header';
import { formatNumber } from './format-number';
import type { JobNumbers } from './job-inputs';

/**
 * The printed quote: the job and its price. Costs and margin stay off the paper; they are the
 * company's own business, shown on screen beside the inputs.
 */
export function QuoteDocument({
  calculation,
  job,
  price,
}: {
  calculation: Calculation;
  job: JobNumbers;
  price: JobPrice;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rows = [
    [t('web-calculations:print.vehicle'), calculation.nickname || calculation.name],
    [
      t('web-calculations:print.jobHours'),
      t('web-calculations:print.hoursValue', { hours: formatNumber(job.hours, language) }),
    ],
    [t('web-calculations:print.jobKm'), t('web-calculations:print.kmValue', { km: formatNumber(job.km, language) })],
  ] as const;
  return (
    <>
      <DocumentHeader title={t('web-calculations:print.quoteTitle')} calculation={calculation} />
      <Stack gap="lg">
        <Table withTableBorder captionSide="top">
          <Table.Caption>{t('web-calculations:print.job')}</Table.Caption>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" fw={400} w="40%">
                  {label}
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('web-calculations:print.priceExVat')}</Table.Th>
              <Table.Td fz={22} fw={700} data-testid="quote-price">
                {formatMoney(price.revenue, calculation.currency, language)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
        <Text size="sm">{t('web-calculations:print.quoteNote', { name: calculation.name })}</Text>
      </Stack>
    </>
  );
}
