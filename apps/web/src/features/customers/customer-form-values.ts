import { z } from 'zod';
import { CUSTOMER_LIMITS, customerInputSchema, type Customer, type CustomerInput } from '@rahti/domain';

/** The customer form's values as typed; the address in its parts, payment terms as text. */
export interface CustomerFormValues extends Record<string, unknown> {
  name: string;
  businessId: string;
  vatNumber: string;
  street: string;
  postCode: string;
  town: string;
  countryCode: string;
  eInvoiceAddress: string;
  eInvoiceOperator: string;
  contactName: string;
  email: string;
  phone: string;
  paymentTermDays: string;
  language: string;
}

export function customerFormValues(customer?: Customer): CustomerFormValues {
  return {
    name: customer?.name ?? '',
    businessId: customer?.businessId ?? '',
    vatNumber: customer?.vatNumber ?? '',
    street: customer?.address.street ?? '',
    postCode: customer?.address.postCode ?? '',
    town: customer?.address.town ?? '',
    countryCode: customer?.address.countryCode ?? 'FI',
    eInvoiceAddress: customer?.eInvoiceAddress ?? '',
    eInvoiceOperator: customer?.eInvoiceOperator ?? '',
    contactName: customer?.contactName ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    paymentTermDays: String(customer?.paymentTermDays ?? CUSTOMER_LIMITS.defaultPaymentTermDays),
    language: customer?.language ?? 'fi',
  };
}

const ADDRESS_PARTS = ['street', 'postCode', 'town', 'countryCode'] as const;

/** customerInputSchema (the server's rules) read through the flat form, each message on its input. */
export const customerFormSchema: z.ZodType<CustomerInput> = z.custom<CustomerFormValues>().transform((values, ctx) => {
  const days = values.paymentTermDays.trim();
  const result = customerInputSchema.safeParse({
    name: values.name,
    businessId: values.businessId.trim() === '' ? null : values.businessId,
    vatNumber: values.vatNumber,
    address: Object.fromEntries(ADDRESS_PARTS.map((part) => [part, values[part]])),
    eInvoiceAddress: values.eInvoiceAddress,
    eInvoiceOperator: values.eInvoiceOperator,
    contactName: values.contactName,
    email: values.email,
    phone: values.phone,
    // Empty means the default; anything not a whole number is named by the schema.
    paymentTermDays: days === '' ? undefined : /^\d+$/.test(days) ? Number(days) : days,
    language: values.language,
  });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const name = issue.path[0] === 'address' ? String(issue.path[1] ?? 'street') : String(issue.path[0] ?? '');
    ctx.addIssue({ code: 'custom', message: issue.message, path: [name] });
  }
  return z.NEVER;
});
