import { z } from 'zod';
import { parseDecimal, transportTaskInputSchema, type TransportTaskInput } from '@rahti/domain';
import { zoneInstant } from '../../timesheet/zone-time';
import type { GoodsValues, StopValues, TransportFormValues } from './transport-form-values';

/** A window's message shows on its clock time, where it is most often typed. */
const WINDOW_INPUTS: Partial<Record<string, string>> = { windowStart: 'startTime', windowEnd: 'endTime' };

export type TransportFormOutput = TransportTaskInput & { version?: number };

/**
 * Where a message of the domain schema (or the server's 400, whose paths are the same) shows in
 * the form: "stops.1.city" on that stop's city by its key, a dangerous goods field on its goods
 * line; undefined for what no input holds (the version).
 */
export function formPathOf(
  path: readonly (string | number | symbol)[],
  values: Pick<TransportFormValues, 'stops' | 'goods'>,
): string | undefined {
  const [head, index, field, inner] = path.map(String);
  if (head === undefined || head === 'version') return undefined;
  if ((head === 'stops' || head === 'goods') && index !== undefined) {
    const rows: readonly { key: string }[] = head === 'stops' ? values.stops : values.goods;
    const key = rows[Number(index)]?.key;
    if (key === undefined) return head;
    if (field === undefined) return `${head}.${key}.description`;
    if (field === 'dangerous') return `${head}.${key}.${inner ?? 'unNumber'}`;
    return `${head}.${key}.${WINDOW_INPUTS[field] ?? field}`;
  }
  return index === undefined ? head : `${head}.${index}`;
}

/**
 * transportTaskInputSchema (the server's own rules) read through the form: numbers from text with
 * a decimal comma or point, windows on the organisation's clocks, '' for "none", a suggested
 * package kind by its key; every message on its own input at once. With `version` it is the body
 * of PUT /api/transport-tasks/{id}.
 */
export function transportFormSchema(
  zone: string,
  kindKey: (text: string) => string,
  version?: number,
): z.ZodType<TransportFormOutput> {
  return z.custom<TransportFormValues>().transform((values, ctx) => {
    // Inputs whose message is already said here, so the domain's own about them is not added.
    const flagged = new Set<string>();
    const flag = (path: string, message: string) => {
      if (flagged.has(path)) return;
      flagged.add(path);
      ctx.addIssue({ code: 'custom', message, path: [path] });
    };
    const numberAt = (text: string, path: string, required = false): number | null | undefined => {
      const trimmed = text.trim();
      if (trimmed === '') {
        if (required) flag(path, 'validation:required');
        return required ? undefined : null;
      }
      const parsed = parseDecimal(trimmed);
      if (parsed === undefined) flag(path, 'validation:number');
      return parsed ?? (required ? undefined : null);
    };
    // Said here: the domain's integer check stops its list-wide checks (a pickup, a delivery) from running.
    const countAt = (text: string, path: string) => {
      const count = numberAt(text, path, true);
      if (count == null || Number.isInteger(count)) return count;
      flag(path, 'validation:integer');
      return undefined;
    };
    const orNull = (text: string) => (text === '' ? null : text);

    const windowOf = (stop: StopValues) => {
      const at = (date: string, time: string, dateField: string, timeField: string) => {
        if (!date && !time) return null;
        if (!date) return (flag(`stops.${stop.key}.${dateField}`, 'validation:required'), null);
        if (!time) return (flag(`stops.${stop.key}.${timeField}`, 'validation:required'), null);
        const instant = zoneInstant(date, time, zone);
        if (instant === undefined) return (flag(`stops.${stop.key}.${timeField}`, 'validation:invalid'), null);
        return new Date(instant).toISOString();
      };
      return {
        windowStart: at(stop.startDate, stop.startTime, 'startDate', 'startTime'),
        // An end time alone is on the start's day, as a window mostly is.
        windowEnd: at(stop.endDate || (stop.endTime ? stop.startDate : ''), stop.endTime, 'endDate', 'endTime'),
      };
    };
    const goodsOf = (line: GoodsValues) => {
      const path = (field: string) => `goods.${line.key}.${field}`;
      return {
        ...(line.id ? { id: line.id } : {}),
        description: line.description,
        packages: countAt(line.packages, path('packages')),
        packageKind: kindKey(line.packageKind.trim()),
        marks: line.marks,
        weightKg: numberAt(line.weightKg, path('weightKg'), true),
        volumeM3: numberAt(line.volumeM3, path('volumeM3')),
        loadingMetres: numberAt(line.loadingMetres, path('loadingMetres')),
        dangerous: line.isDangerous
          ? {
              unNumber: line.unNumber,
              hazardClass: line.hazardClass,
              packingGroup: orNull(line.packingGroup),
              properName: line.properName,
            }
          : null,
      };
    };
    const { terms } = values;
    const input = {
      reference: values.reference,
      customerId: orNull(values.customerId),
      sender: values.sender,
      consignee: values.consignee,
      international: values.international,
      stops: values.stops.map((stop) => ({
        ...(stop.id ? { id: stop.id } : {}),
        kind: stop.kind,
        name: stop.name,
        street: stop.street,
        postcode: stop.postcode,
        city: stop.city,
        country: stop.country,
        latitude: stop.latitude,
        longitude: stop.longitude,
        ...windowOf(stop),
        contactName: stop.contactName,
        contactPhone: stop.contactPhone,
        notes: stop.notes,
      })),
      goods: values.goods.map(goodsOf),
      driverId: orNull(values.driverId),
      vehicleId: orNull(values.vehicleId),
      price: numberAt(values.price, 'price'),
      km: numberAt(values.km, 'km'),
      terms: {
        ...terms,
        cashOnDelivery: numberAt(terms.cashOnDelivery, 'terms.cashOnDelivery'),
        declaredValue: numberAt(terms.declaredValue, 'terms.declaredValue'),
        // The CMR's own fields go with an international order only; hidden, they are not kept.
        charges: values.international ? terms.charges : '',
        customsInstructions: values.international ? terms.customsInstructions : '',
      },
      notes: values.notes,
    };
    const result = transportTaskInputSchema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = formPathOf(issue.path, values) ?? '';
        if (flagged.has(path)) continue;
        flagged.add(path);
        ctx.addIssue({ code: 'custom', message: issue.message, path: [path] });
      }
      return z.NEVER;
    }
    if (flagged.size > 0) return z.NEVER;
    return version === undefined ? result.data : { ...result.data, version };
  });
}
