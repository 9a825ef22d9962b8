import { parseCardDate } from './fuel-card-cells';
import { fuelCardColumnNames, type FuelCardField, type FuelCardMappingDraft } from './fuel-card-mapping';

/**
 * Words of column headers in card exports (Neste, St1, Circle K, Shell, Preem, OKQ8, ABC, …) in
 * Finnish, Swedish and English, per field, the best first. A header is compared lower case with
 * its spaces, points and brackets dropped.
 */
const HEADER_WORDS: Record<Exclude<FuelCardField, 'price'>, readonly string[]> & {
  unitPrice: readonly string[];
  total: readonly string[];
  dateTime: readonly string[];
} = {
  dateTime: [
    'datetime',
    'dateandtime',
    'päivämääräjaaika',
    'pvmjaaika',
    'tapahtumaaika',
    'ostoaika',
    'datumochtid',
    'transaktionstid',
    'köptid',
    'transactiontime',
    'timestamp',
  ],
  date: [
    'date',
    'päivämäärä',
    'pvm',
    'päivä',
    'tapahtumapäivä',
    'tapahtumapvm',
    'ostopäivä',
    'datum',
    'transaktionsdatum',
    'köpdatum',
    'transactiondate',
  ],
  time: ['time', 'aika', 'kellonaika', 'klo', 'tid', 'klockslag', 'kl', 'transactiontime'],
  registerNumber: [
    'registernumber',
    'registrationnumber',
    'registration',
    'reg',
    'regno',
    'licenceplate',
    'licenseplate',
    'plate',
    'vehicle',
    'rekisterinumero',
    'rekisteritunnus',
    'rekisteri',
    'rekno',
    'ajoneuvo',
    'auto',
    'regnr',
    'registreringsnummer',
    'fordon',
    'bil',
  ],
  fuel: [
    'fuel',
    'product',
    'productname',
    'fueltype',
    'polttoaine',
    'tuote',
    'tuotenimi',
    'nimike',
    'drivmedel',
    'produkt',
    'produktnamn',
    'bränsle',
    'article',
    'artikel',
  ],
  amount: [
    'amount',
    'quantity',
    'volume',
    'litres',
    'liters',
    'qty',
    'määrä',
    'litrat',
    'litroja',
    'kpl',
    'mängd',
    'volym',
    'antal',
    'liter',
  ],
  unit: ['unit', 'yksikkö', 'yks', 'enhet', 'uom'],
  unitPrice: [
    'unitprice',
    'priceperunit',
    'pricelitre',
    'priceliter',
    'price',
    'yksikköhinta',
    'ahinta',
    'litrahinta',
    'hinta',
    'hintal',
    'styckpris',
    'literpris',
    'prisenhet',
    'prisperenhet',
    'pris',
    'apris',
  ],
  total: [
    'total',
    'totalamount',
    'sum',
    'grossamount',
    'yhteensä',
    'summa',
    'loppusumma',
    'verollinensumma',
    'kokonaishinta',
    'belopp',
    'totalt',
    'summainklmoms',
    'totalbelopp',
  ],
};

const headerKey = (header: string) =>
  header
    .toLowerCase()
    .replace(/[\s.\-_/()[\]:€]+/g, '')
    .replace(/(eur|sek|kr)$/, '');

/** The first column (not yet taken) whose header is one of `words`, the earlier words preferred. */
function columnOf(names: readonly string[], words: readonly string[], taken: Set<string>): string | null {
  const keys = names.map(headerKey);
  for (const word of words) {
    const index = keys.findIndex((key, i) => key === word && !taken.has(names[i]!));
    if (index >= 0) {
      taken.add(names[index]!);
      return names[index]!;
    }
  }
  return null;
}

/**
 * A first mapping for a file the organisation has no mapping for, from its header and first data
 * row: the columns whose headers name a field (HEADER_WORDS). A date column whose cells carry the
 * time too needs no time column. A field no header names is left empty (null) for the user.
 *
 * @computation
 */
export function guessFuelCardMapping(
  header: readonly string[],
  firstRow: readonly string[] = [],
): FuelCardMappingDraft {
  const names = fuelCardColumnNames(header);
  const taken = new Set<string>();
  const dateTime = columnOf(names, HEADER_WORDS.dateTime, taken);
  const date = dateTime ?? columnOf(names, HEADER_WORDS.date, taken);
  const dateCell = date === null ? '' : (firstRow[names.indexOf(date)] ?? '');
  const dateHasTime = dateTime !== null || parseCardDate(dateCell)?.kind === 'wall';
  const time = dateHasTime ? null : columnOf(names, HEADER_WORDS.time, taken);
  const registerNumber = columnOf(names, HEADER_WORDS.registerNumber, taken);
  const fuel = columnOf(names, HEADER_WORDS.fuel, taken);
  const amount = columnOf(names, HEADER_WORDS.amount, taken);
  const unit = columnOf(names, HEADER_WORDS.unit, taken);
  const unitPrice = columnOf(names, HEADER_WORDS.unitPrice, taken);
  const total = unitPrice === null ? columnOf(names, HEADER_WORDS.total, taken) : null;
  return {
    columns: { date, time, registerNumber, fuel, amount, unit, price: unitPrice ?? total },
    priceIs: unitPrice === null && total !== null ? 'total' : 'perUnit',
    fuelCodes: [],
  };
}
