import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  INVOICE_PAGE_LIMITS,
  invoiceSchema,
  invoicesPageSchema,
  type InvoiceInput,
  type InvoiceSummary,
  type InvoiceUpdate,
} from '@rahti/domain';
import { useApi } from '../../lib/api-context';

/** Query keys of the invoices feature; every successful write marks them stale (lib/query-client). */
export const invoiceKeys = {
  page: (query: string) => ['invoices', 'page', query] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
};

const invoicePath = (id: string) => `/invoices/${encodeURIComponent(id)}`;

/** One page of GET /api/invoices; the last page stays shown while the next loads, so paging does not blink. */
export function useInvoicesPage(query: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: invoiceKeys.page(query ?? ''),
    queryFn: () => api.get(`/invoices?${query ?? ''}`, invoicesPageSchema),
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Every invoice the filters leave, a page of the largest size at a time (for the CSV file). */
export function useFetchAllInvoices() {
  const api = useApi();
  return async (filters: string): Promise<InvoiceSummary[]> => {
    const invoices: InvoiceSummary[] = [];
    for (;;) {
      const params = new URLSearchParams(filters);
      params.set('offset', String(invoices.length));
      params.set('limit', String(INVOICE_PAGE_LIMITS.max));
      const page = await api.get(`/invoices?${params.toString()}`, invoicesPageSchema);
      invoices.push(...page.items);
      if (page.items.length === 0 || invoices.length >= page.total) return invoices;
    }
  };
}

export function useInvoice(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: () => api.get(invoicePath(id), invoiceSchema),
    enabled: id !== '',
  });
}

export function useCreateInvoice() {
  const api = useApi();
  return useMutation({ mutationFn: (input: InvoiceInput) => api.post('/invoices', input, invoiceSchema) });
}

/** Saves a draft at the version it was read at (409 when someone saved it meanwhile). */
export function useUpdateInvoice(id: string) {
  const api = useApi();
  return useMutation({ mutationFn: (input: InvoiceUpdate) => api.put(invoicePath(id), input, invoiceSchema) });
}

/** The state changes of an invoice after its draft: each answers the invoice as it now is. */
export function useInvoiceTransitions(id: string) {
  const api = useApi();
  return {
    send: useMutation({
      mutationFn: (version: number) => api.post(`${invoicePath(id)}/send`, { version }, invoiceSchema),
    }),
    markPaid: useMutation({
      mutationFn: (input: { paidOn: string; version: number }) =>
        api.post(`${invoicePath(id)}/paid`, input, invoiceSchema),
    }),
    /** Answers the credit note, which has its own number. */
    credit: useMutation({
      mutationFn: (version: number) => api.post(`${invoicePath(id)}/credit`, { version }, invoiceSchema),
    }),
    /** A draft becomes cancelled and keeps its number, so the numbering has no hole. */
    cancel: useMutation({ mutationFn: () => api.delete(invoicePath(id)) }),
  };
}
