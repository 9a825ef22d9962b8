import {
  TRANSPORT_IMPORT,
  checkImportRows,
  groupTransportImport,
  orderContent,
  transportTaskInputSchema,
  type CheckedRow,
  type ImportRow,
  type TransportImportRecord,
  type TransportTaskInput,
} from '@rahti/domain';
import type { CustomerRow } from '../customers/customers.repository';
import { customerFinder } from '../invoices/invoice-import-check';

/** What the file's names are looked up in: the organisation's customers, drivers and vehicles. */
export interface TransportImportRegisters {
  customers: readonly CustomerRow[];
  drivers: readonly { id: string; first_name: string; last_name: string; employee_number: string }[];
  vehicles: readonly { id: string; register_number: string }[];
  /** The organisation's time zone: the file's dates and times are local. */
  zone: string;
}

/** One order of the file as it will be saved, with the file's lines it came from. */
export interface ImportedTransportOrder {
  orderId: string;
  lines: number[];
  input: TransportTaskInput;
}

const key = (value: string) => value.trim().toLocaleLowerCase('fi').replace(/\s+/g, ' ');
const plate = (value: string) => value.toUpperCase().replace(/[\s-]/g, '');

function finder<T>(entries: readonly (readonly [string, T])[]) {
  const found = new Map<string, T[]>();
  for (const [name, value] of entries) found.set(name, [...(found.get(name) ?? []), value]);
  return (given: string): T | 'unknown' | 'ambiguous' => {
    const matches = found.get(given) ?? [];
    if (matches.length > 1) return 'ambiguous';
    return matches[0] ?? 'unknown';
  };
}

/**
 * Checks a transport orders file against the organisation's registers: the customer (business id
 * or name), the driver (employee number or "First Last") and the vehicle (register number)
 * of each order's first line, then each order as POST /api/transport-tasks would check it.
 * Groups the good lines into orders; a problem names the line and column.
 * @computation
 */
export function checkTransportImport(
  rows: readonly ImportRow[],
  registers: TransportImportRegisters,
): { checked: CheckedRow<TransportImportRecord>[]; orders: ImportedTransportOrder[] } {
  const checked = checkImportRows(rows, TRANSPORT_IMPORT);
  const findCustomer = customerFinder(registers.customers);
  const findDriver = finder(
    registers.drivers.flatMap((d) => [
      ...(d.employee_number ? [[key(d.employee_number), d.id] as const] : []),
      [key(`${d.first_name} ${d.last_name}`), d.id] as const,
    ]),
  );
  const findVehicle = finder(registers.vehicles.map((v) => [plate(v.register_number), v.id] as const));
  const rowOf = new Map(checked.map((row) => [row.line, row]));
  const orders: ImportedTransportOrder[] = [];
  for (const order of groupTransportImport(checked)) {
    const first = rowOf.get(order.firstLine)!;
    const { record } = first;
    const problem = (field: string, code: string, params: Record<string, string | number> = {}) =>
      first.problems.push({ line: order.firstLine, field, code, params: { line: order.firstLine, ...params } });
    const lookup = <T>(
      field: 'customer' | 'driver' | 'vehicle',
      given: string,
      find: (value: string) => T | 'unknown' | 'ambiguous',
    ) => {
      if (!given) return null;
      const found = find(given);
      if (found === 'unknown' || found === 'ambiguous') {
        const kind = `${found === 'unknown' ? 'Unknown' : 'Ambiguous'}${field[0]!.toUpperCase()}${field.slice(1)}`;
        problem(field, `transport:import${kind}`, { value: given });
        return undefined;
      }
      return found;
    };
    const customer = lookup('customer', record!.customer, findCustomer);
    const driverId = lookup('driver', record!.driver, (value) => findDriver(key(value)));
    const vehicleId = lookup('vehicle', record!.vehicle, (value) => findVehicle(plate(value)));
    if (customer === undefined || driverId === undefined || vehicleId === undefined) continue;
    const parsed = transportTaskInputSchema.safeParse({
      ...orderContent(order, registers.zone),
      customerId: customer?.id ?? null,
      driverId,
      vehicleId,
    });
    if (!parsed.success) {
      const columns: Record<string, string> = { driverId: 'driver', vehicleId: 'vehicle', customerId: 'customer' };
      for (const issue of parsed.error.issues) {
        const field = String(issue.path.at(-1) ?? '');
        problem(columns[field] ?? field, issue.message);
      }
      continue;
    }
    orders.push({ orderId: order.orderId, lines: order.lines.map((line) => line.line), input: parsed.data });
  }
  return { checked, orders };
}
