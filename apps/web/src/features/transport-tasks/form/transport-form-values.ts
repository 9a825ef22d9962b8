import {
  localDateOf,
  type GoodsLine,
  type Language,
  type StopKind,
  type TransportParty,
  type TransportStop,
  type TransportTask,
} from '@rahti/domain';
import { zoneTime } from '../../timesheet/zone-time';

/** The form's values as typed: numbers as text (a decimal comma or point), times as a local date and a clock time. */
export type PartyValues = Record<keyof TransportParty, string>;
export const PARTY_FIELDS = [
  'name',
  'street',
  'postcode',
  'city',
  'country',
  'businessId',
  'contactName',
  'phone',
] as const satisfies readonly (keyof TransportParty)[];

export interface StopValues {
  /** Stable while stops are added, moved and removed: for React and for which inputs were touched. */
  key: string;
  /** A saved stop's id, sent back so the server keeps its events. */
  id?: string;
  kind: StopKind;
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  /** Kept as read: the form does not place stops on a map. */
  latitude: number | null;
  longitude: number | null;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  contactName: string;
  contactPhone: string;
  notes: string;
}

export interface GoodsValues {
  key: string;
  id?: string;
  description: string;
  packages: string;
  /** As shown: a suggested kind in the UI language's words, or any text. */
  packageKind: string;
  marks: string;
  weightKg: string;
  volumeM3: string;
  loadingMetres: string;
  isDangerous: boolean;
  unNumber: string;
  hazardClass: string;
  packingGroup: string;
  properName: string;
}

export interface TermsValues {
  noTranshipment: boolean;
  cashOnDelivery: string;
  declaredValue: string;
  agreedTransitTime: string;
  documentsHandedOver: string;
  charges: string;
  customsInstructions: string;
  specialAgreements: string;
}

export interface TransportFormValues {
  reference: string;
  customerId: string;
  sender: PartyValues;
  consignee: PartyValues;
  international: boolean;
  stops: StopValues[];
  goods: GoodsValues[];
  driverId: string;
  vehicleId: string;
  price: string;
  km: string;
  terms: TermsValues;
  notes: string;
}

let nextKey = 0;
const newKey = (prefix: string) => `${prefix}-${++nextKey}`;

/** Numbers shown as the user would type them: a decimal comma in Finnish and Swedish. */
export const numberText = (value: number | null | undefined, language: Language) =>
  value == null ? '' : language === 'en' ? String(value) : String(value).replace('.', ',');

export const emptyParty = (): PartyValues => ({
  name: '',
  street: '',
  postcode: '',
  city: '',
  country: 'FI',
  businessId: '',
  contactName: '',
  phone: '',
});

export function emptyStop(kind: StopKind): StopValues {
  return {
    key: newKey('stop'),
    kind,
    name: '',
    street: '',
    postcode: '',
    city: '',
    country: 'FI',
    latitude: null,
    longitude: null,
    startDate: '',
    startTime: '',
    endDate: '',
    endTime: '',
    contactName: '',
    contactPhone: '',
    notes: '',
  };
}

export function emptyGoods(): GoodsValues {
  return {
    key: newKey('goods'),
    description: '',
    packages: '',
    packageKind: '',
    marks: '',
    weightKg: '',
    volumeM3: '',
    loadingMetres: '',
    isDangerous: false,
    unNumber: '',
    hazardClass: '',
    packingGroup: '',
    properName: '',
  };
}

const partyValues = (party: TransportParty): PartyValues =>
  Object.fromEntries(PARTY_FIELDS.map((field) => [field, party[field]])) as PartyValues;

function stopValues(stop: TransportStop, zone: string): StopValues {
  const local = (iso: string | null) =>
    iso ? { date: localDateOf(Date.parse(iso), zone), time: zoneTime(Date.parse(iso), zone) } : { date: '', time: '' };
  const start = local(stop.windowStart);
  const end = local(stop.windowEnd);
  return {
    key: newKey('stop'),
    id: stop.id,
    kind: stop.kind,
    name: stop.name,
    street: stop.street,
    postcode: stop.postcode,
    city: stop.city,
    country: stop.country,
    latitude: stop.latitude,
    longitude: stop.longitude,
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    contactName: stop.contactName,
    contactPhone: stop.contactPhone,
    notes: stop.notes,
  };
}

function goodsValues(line: GoodsLine, language: Language, kindText: (kind: string) => string): GoodsValues {
  return {
    key: newKey('goods'),
    id: line.id,
    description: line.description,
    packages: String(line.packages),
    packageKind: kindText(line.packageKind),
    marks: line.marks,
    weightKg: numberText(line.weightKg, language),
    volumeM3: numberText(line.volumeM3, language),
    loadingMetres: numberText(line.loadingMetres, language),
    isDangerous: line.dangerous !== null,
    unNumber: line.dangerous?.unNumber ?? '',
    hazardClass: line.dangerous?.hazardClass ?? '',
    packingGroup: line.dangerous?.packingGroup ?? '',
    properName: line.dangerous?.properName ?? '',
  };
}

/**
 * The form's first values: a saved order as text in the UI language's decimals and on the
 * organisation's clocks, or a new one with a pickup, a delivery and one goods line to fill in.
 * `kindText` writes a suggested package kind in words.
 */
export function transportFormValues(
  task: TransportTask | undefined,
  zone: string,
  language: Language,
  kindText: (kind: string) => string,
): TransportFormValues {
  const terms = task?.terms;
  return {
    reference: task?.reference ?? '',
    customerId: task?.customerId ?? '',
    sender: task ? partyValues(task.sender) : emptyParty(),
    consignee: task ? partyValues(task.consignee) : emptyParty(),
    international: task?.international ?? false,
    stops: task ? task.stops.map((stop) => stopValues(stop, zone)) : [emptyStop('pickup'), emptyStop('delivery')],
    goods: task ? task.goods.map((line) => goodsValues(line, language, kindText)) : [emptyGoods()],
    driverId: task?.driverId ?? '',
    vehicleId: task?.vehicleId ?? '',
    price: numberText(task?.price, language),
    km: numberText(task?.km, language),
    terms: {
      noTranshipment: terms?.noTranshipment ?? false,
      cashOnDelivery: numberText(terms?.cashOnDelivery, language),
      declaredValue: numberText(terms?.declaredValue, language),
      agreedTransitTime: terms?.agreedTransitTime ?? '',
      documentsHandedOver: terms?.documentsHandedOver ?? '',
      charges: terms?.charges ?? '',
      customsInstructions: terms?.customsInstructions ?? '',
      specialAgreements: terms?.specialAgreements ?? '',
    },
    notes: task?.notes ?? '',
  };
}
