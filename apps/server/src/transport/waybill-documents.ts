import type { Currency, Language, TransportParty, TransportStop, TransportTask, WaybillKind } from '@rahti/domain';
import type { WaybillDocument, WaybillPlace, WaybillSignature } from '../documents/waybill-document';

/** The web app's page of a transport task, which the waybill's QR code opens. */
export const transportTaskPath = (id: string) => `/transport-tasks/task/${id}`;

export interface WaybillFacts {
  number: number;
  kind: WaybillKind;
  createdAt: Date;
  carrier: TransportParty;
  /** The organisation's currency: the terms' amounts (cash on delivery, declared value) are in it. */
  currency: Currency;
  language: Language;
  timeZone: string;
  publicUrl: string;
  /** The drawn signatures' images by their file id, as stored. */
  images: ReadonlyMap<string, { contentType: string; bytes: Uint8Array }>;
}

const dateOf = (value: string | null) => (value ? new Date(value) : null);

function placeOf(stop: TransportStop): WaybillPlace {
  return {
    name: stop.name,
    street: stop.street,
    postcode: stop.postcode,
    city: stop.city,
    country: stop.country,
    at: dateOf(stop.doneAt ?? stop.windowStart),
  };
}

/**
 * The waybill of a transport task as the PDF shows it (issue 26): the parties, the places of
 * taking over and delivery in stop order, the goods, the terms, the signatures (the consignee's
 * drawn one from the proof of delivery) and the deviations at delivery as remarks.
 */
export function waybillDocumentOf(task: TransportTask, facts: WaybillFacts): WaybillDocument {
  const pickups = task.stops.filter((stop) => stop.kind === 'pickup');
  const deliveries = task.stops.filter((stop) => stop.kind === 'delivery');
  const takenOverAt = dateOf(pickups[0]?.doneAt ?? null);
  const consignees: WaybillSignature[] = task.proofs.map((proof) => ({
    role: 'consignee',
    name: proof.signerName,
    at: new Date(proof.at),
    image: proof.signatureFileId ? (facts.images.get(proof.signatureFileId) ?? null) : null,
  }));
  return {
    number: facts.number,
    kind: facts.kind,
    language: facts.language,
    timeZone: facts.timeZone,
    madeAt: facts.createdAt,
    madePlace: facts.carrier.city || pickups[0]?.city || '',
    state: task.state,
    reference: task.reference,
    sender: task.sender,
    consignee: task.consignee,
    carrier: facts.carrier,
    freightPayer: task.customerName,
    driverName: task.driverName,
    vehicleRegisterNumber: task.vehicleRegisterNumber,
    takingOver: pickups.map(placeOf),
    delivery: deliveries.map(placeOf),
    goods: task.goods.map((line) => ({
      marks: line.marks,
      packages: line.packages,
      packageKind: line.packageKind,
      description: line.description,
      weightKg: line.weightKg,
      volumeM3: line.volumeM3,
      loadingMetres: line.loadingMetres,
      dangerous: line.dangerous,
    })),
    terms: task.terms,
    currency: facts.currency,
    notes: task.notes,
    signatures: [
      { role: 'sender', name: task.sender.contactName || task.sender.name, at: takenOverAt, image: null },
      { role: 'carrier', name: task.driverName ?? facts.carrier.name, at: takenOverAt, image: null },
      ...(consignees.length > 0 ? consignees : [{ role: 'consignee' as const, name: '', at: null, image: null }]),
    ],
    remarks: task.events.flatMap((event) =>
      event.deviations.map((deviation) => ({ type: deviation.type, note: deviation.note, at: new Date(event.at) })),
    ),
    qrUrl: `${facts.publicUrl}${transportTaskPath(task.id)}`,
  };
}
