import type { Language, TransportParty, Waybill, WaybillsPage, WaybillsQuery } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { waybillPdf } from '../documents/waybill-pdf';
import { createFilesService } from '../files/files.service';
import { ApiError, notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { readInvoicing } from '../invoices/organisation-invoicing.service';
import { organisationTimeZone } from '../timesheet/history';
import { transportListRepository } from './transport-list.repository';
import { waybillOf } from './transport-summary-dto';
import { createTransportTasksService } from './transport-tasks.service';
import { waybillDocumentOf } from './waybill-documents';

const ONE = { offset: 0, limit: 1 } as const;

/** Waybills (issue 26): the list, one row, and the PDF of one with its signatures. */
export function createWaybillsService(context: AppContext) {
  const { db } = context.database;
  const tasks = createTransportTasksService(context);
  const files = createFilesService(context);

  /** The drawn signatures' bytes; one that is gone leaves its box empty rather than failing the PDF. */
  async function imagesOf(auth: AuthContext, ids: readonly string[]) {
    const images = new Map<string, { contentType: string; bytes: Uint8Array }>();
    for (const id of ids) {
      try {
        const file = await files.read(auth, id);
        images.set(id, { contentType: file.contentType, bytes: file.bytes });
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode !== 404) throw error;
      }
    }
    return images;
  }

  return {
    async list(auth: AuthContext, query: WaybillsQuery): Promise<WaybillsPage> {
      const page = await withTenant(db, auth.organisationId, (tx) =>
        transportListRepository.waybills(tx, auth.organisationId, query),
      );
      return { items: page.rows.map(waybillOf), total: page.total };
    },

    async get(auth: AuthContext, id: string): Promise<Waybill> {
      const page = await withTenant(db, auth.organisationId, (tx) =>
        transportListRepository.waybills(tx, auth.organisationId, ONE, id),
      );
      const row = page.rows[0];
      if (!row) throw notFound();
      return waybillOf(row);
    },

    /** The waybill as a PDF in `language`, with the consignee's signature once delivered. */
    async pdf(auth: AuthContext, id: string, language: Language): Promise<{ number: number; bytes: Uint8Array }> {
      const org = auth.organisationId;
      const read = await withTenant(db, org, async (tx) => {
        const row = (await transportListRepository.waybills(tx, org, ONE, id)).rows[0];
        if (!row) return undefined;
        return { row, invoicing: await readInvoicing(tx, org), zone: await organisationTimeZone(tx, org) };
      });
      if (!read) throw notFound();
      const { row, invoicing, zone } = read;
      const task = await tasks.get({ ...auth, language }, row.transport_task_id);
      const carrier: TransportParty = {
        name: auth.organisationName,
        street: invoicing.street,
        postcode: invoicing.post_code,
        city: invoicing.town,
        country: invoicing.country_code,
        businessId: invoicing.business_id ?? '',
        contactName: '',
        phone: invoicing.phone,
      };
      const signatures = task.proofs.flatMap((proof) => (proof.signatureFileId ? [proof.signatureFileId] : []));
      const document = waybillDocumentOf(task, {
        number: row.number,
        kind: row.kind,
        createdAt: new Date(row.created_at),
        carrier,
        currency: auth.organisationCurrency,
        language,
        timeZone: zone,
        publicUrl: context.config.publicUrl,
        images: await imagesOf(auth, signatures),
      });
      return { number: row.number, bytes: await waybillPdf(document) };
    },
  };
}
