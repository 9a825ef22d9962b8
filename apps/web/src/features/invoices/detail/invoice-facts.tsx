import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { groupReference, groupRfReference, type Invoice } from '@rahti/domain';
import { useOrganisationTimeZone, zonedDate } from '../../../lib/organisation-time';
import { invoicePath } from '../invoice-paths';
import { useInvoiceFormat } from '../use-invoice-format';

/** A term and its value, read together by screen readers (a description list). */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** The invoice's dates, references, buyer and the invoice it credits or that credits it. */
export function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const zone = useOrganisationTimeZone();
  const { buyer } = invoice;
  const address = [buyer.street, [buyer.postCode, buyer.town].filter(Boolean).join(' '), buyer.countryCode]
    .filter(Boolean)
    .join(', ');

  return (
    <Group align="flex-start" gap="md" grow preventGrowOverflow={false}>
      <Paper withBorder p="md" miw={300}>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
          <Fact term={t('web-invoices:detail.date')}>{format.date(invoice.date)}</Fact>
          <Fact term={t('web-invoices:detail.dueDate')}>
            {format.date(invoice.dueDate)}{' '}
            <Text span size="sm" c="dimmed">
              ({t('web-invoices:detail.paymentTerm', { count: invoice.paymentTermDays })})
            </Text>
          </Fact>
          <Fact term={t('web-invoices:detail.reference')}>{groupReference(invoice.referenceNumber)}</Fact>
          <Fact term={t('web-invoices:detail.rfReference')}>{groupRfReference(invoice.rfReference)}</Fact>
          {invoice.sentAt && <Fact term={t('web-invoices:detail.sentAt')}>{zonedDate(invoice.sentAt, zone)}</Fact>}
          {invoice.paidOn && <Fact term={t('web-invoices:detail.paidOn')}>{format.date(invoice.paidOn)}</Fact>}
          {invoice.creditsInvoiceId && (
            <Fact term={t('web-invoices:detail.credits')}>
              <Anchor component={Link} to={invoicePath(invoice.creditsInvoiceId)}>
                {t('web-invoices:detail.invoiceNumber', { number: invoice.creditsInvoiceNumber ?? '' })}
              </Anchor>
            </Fact>
          )}
          {invoice.creditedById && (
            <Fact term={t('web-invoices:detail.creditedBy')}>
              <Anchor component={Link} to={invoicePath(invoice.creditedById)}>
                {t('web-invoices:detail.openCreditNote')}
              </Anchor>
            </Fact>
          )}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" miw={260}>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('web-invoices:detail.buyer')}
          </Text>
          <Text fw={600}>{buyer.name}</Text>
          {buyer.businessId && <Text size="sm">{t('web-invoices:detail.businessId', { id: buyer.businessId })}</Text>}
          {address && <Text size="sm">{address}</Text>}
          {buyer.eInvoiceAddress && (
            <Text size="sm">
              {t('web-invoices:detail.eInvoiceAddress', {
                address: buyer.eInvoiceAddress,
                operator: buyer.eInvoiceOperator,
              })}
            </Text>
          )}
          {buyer.email && <Text size="sm">{buyer.email}</Text>}
        </Stack>
      </Paper>
    </Group>
  );
}
