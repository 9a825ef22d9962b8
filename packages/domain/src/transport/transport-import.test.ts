import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkImportRows, type ImportRow } from '../organisation-data/import-check';
import { groupTransportImport, orderContent, TRANSPORT_IMPORT } from './transport-import';

const base = {
  orderId: 'PO-1001',
  pickupDate: '1.12.2026',
  pickupTime: '8.30',
  deliveryDate: '2.12.2026',
  deliveryTime: '',
  customer: 'Kesko Oyj',
  senderName: 'Valio Oy',
  senderStreet: 'Meijeritie 6',
  senderPostcode: '00370',
  senderCity: 'Helsinki',
  senderCountry: '',
  consigneeName: 'K-Citymarket Oulu',
  consigneeStreet: 'Kaakkurintie 1',
  consigneePostcode: '90410',
  consigneeCity: 'Oulu',
  consigneeCountry: 'fi',
  description: 'Maitotuotteita',
  packages: '22',
  packageKind: 'FIN-lava',
  marks: 'VAL 1–22',
  weightKg: '9 840,5',
  volumeM3: '',
  loadingMetres: '8,8',
  unNumber: '',
  hazardClass: '',
  packingGroup: '',
  properName: '',
  price: '1 250,00',
  driver: '',
  vehicle: '',
};
const rowsOf = (...values: Record<string, string>[]): ImportRow[] =>
  values.map((value, index) => ({ line: index + 2, values: value }));
const check = (rows: ImportRow[]) => {
  const checked = checkImportRows(rows, TRANSPORT_IMPORT);
  return { checked, orders: groupTransportImport(checked) };
};

describe('the transport orders import', () => {
  it('reads Finnish dates, times and decimals, and groups lines by order id', () => {
    const adr = {
      ...base,
      pickupDate: '',
      description: 'Bensiini',
      packages: '4',
      weightKg: '800',
      loadingMetres: '',
      unNumber: 'UN 1203',
      hazardClass: '3',
      packingGroup: 'ii',
      properName: 'BENSIINI',
    };
    const other = { ...base, orderId: 'PO-1002', deliveryDate: '', price: '' };
    const { checked, orders } = check(rowsOf(base, { ...adr, pickupDate: '1.12.2026' }, other));
    expect(checked.flatMap((row) => row.problems)).toEqual([]);
    expect(orders.map((order) => [order.orderId, order.lines.map((l) => l.line)])).toEqual([
      ['PO-1001', [2, 3]],
      ['PO-1002', [4]],
    ]);
    const content = orderContent(orders[0]!, 'Europe/Helsinki');
    // 1.12. 08:30 in Helsinki (UTC+2) is 06:30 UTC; a delivery date without a time is that whole day.
    expect(content.stops.map((stop) => [stop.kind, stop.city, stop.windowStart, stop.windowEnd])).toEqual([
      ['pickup', 'Helsinki', '2026-12-01T06:30:00.000Z', null],
      ['delivery', 'Oulu', '2026-12-01T22:00:00.000Z', '2026-12-02T21:59:00.000Z'],
    ]);
    expect(content.goods.map((g) => [g.weightKg, g.loadingMetres, g.dangerous])).toEqual([
      [9840.5, 8.8, null],
      [800, null, { unNumber: '1203', hazardClass: '3', packingGroup: 'II', properName: 'BENSIINI' }],
    ]);
    expect(content).toMatchObject({ price: 1250, international: false, reference: 'PO-1001' });
    expect(content.consignee.country).toBe('FI');
  });

  it("names a later line whose order column differs from the order's first line", () => {
    const { checked, orders } = check(rowsOf(base, { ...base, consigneeCity: 'Kemi' }));
    expect(checked[1]!.problems).toEqual([
      {
        line: 3,
        field: 'consigneeCity',
        code: 'transport:importOrderDiffers',
        params: { line: 3, orderId: 'PO-1001', firstLine: 2 },
      },
    ]);
    expect(orders[0]!.lines).toHaveLength(1);
  });

  it('asks for the UN number, class and name of dangerous goods together, and reads a wrong time as a problem', () => {
    const { checked } = check(rowsOf({ ...base, unNumber: '1203' }, { ...base, orderId: 'PO-2', pickupTime: '25:00' }));
    expect(checked[0]!.problems.map((p) => p.code)).toEqual(['transport:importDangerousIncomplete']);
    expect(checked[1]!.problems.map((p) => [p.field, p.code])).toEqual([['pickupTime', 'transport:importTime']]);
  });

  it('marks an order between countries international (a CMR note)', () => {
    const { orders } = check(rowsOf({ ...base, consigneeCountry: 'SE', consigneeCity: 'Luleå' }));
    expect(orderContent(orders[0]!, 'Europe/Helsinki').international).toBe(true);
  });

  it('keeps every good line of the file in exactly one order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'B', 'C'), { minLength: 1, maxLength: 30 }), (ids) => {
        const { orders } = check(rowsOf(...ids.map((orderId) => ({ ...base, orderId }))));
        expect(orders.flatMap((order) => order.lines.map((l) => l.line)).sort((a, b) => a - b)).toEqual(
          ids.map((_, index) => index + 2),
        );
        expect(new Set(orders.map((order) => order.orderId))).toEqual(new Set(ids));
      }),
    );
  });
});
