import type {
  Currency,
  DangerousGoods,
  DeviationType,
  Language,
  TransportParty,
  TransportTaskState,
  TransportTerms,
  WaybillKind,
} from '@rahti/domain';

/** A place and time of the carriage: where the goods were taken over or go to. */
export interface WaybillPlace {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  /** The stop's window start, or when it was done once it is. */
  at: Date | null;
}

export interface WaybillGoodsLine {
  marks: string;
  packages: number;
  packageKind: string;
  description: string;
  weightKg: number;
  volumeM3: number | null;
  loadingMetres: number | null;
  dangerous: DangerousGoods | null;
}

/** A signature box: who signed and when; the drawn image (PNG or JPEG bytes) when there is one. */
export interface WaybillSignature {
  role: 'sender' | 'carrier' | 'consignee';
  name: string;
  at: Date | null;
  image: { contentType: string; bytes: Uint8Array } | null;
}

export interface WaybillRemark {
  type: DeviationType;
  note: string;
  at: Date;
}

/**
 * Everything a waybill PDF shows (issue 26): a rahtikirja for a domestic transport, a CMR
 * consignment note for an international one. The server reads it from the transport task and
 * the organisation; the renderer (waybill-pdf.ts) only lays it out.
 */
export interface WaybillDocument {
  number: number;
  kind: WaybillKind;
  language: Language;
  /** IANA zone the times are shown in (the organisation's). */
  timeZone: string;
  /** Date and place of making out (CMR Art. 6(1)(a)). */
  madeAt: Date;
  madePlace: string;
  state: TransportTaskState;
  reference: string;
  sender: TransportParty;
  consignee: TransportParty;
  /** The organisation: name, address and business id. */
  carrier: TransportParty;
  /** The customer who pays the freight, by name (and customer number where there is one). */
  freightPayer: string | null;
  driverName: string | null;
  vehicleRegisterNumber: string | null;
  /** The pickups, in stop order (the first is the place of taking over). */
  takingOver: WaybillPlace[];
  /** The deliveries, in stop order. */
  delivery: WaybillPlace[];
  goods: WaybillGoodsLine[];
  terms: TransportTerms;
  /** The currency of the terms' amounts (cash on delivery, declared value): the organisation's; EUR when not given. */
  currency?: Currency;
  notes: string;
  signatures: WaybillSignature[];
  remarks: WaybillRemark[];
  /** The address the QR code opens: the transport task's page in the web app. */
  qrUrl: string;
}
