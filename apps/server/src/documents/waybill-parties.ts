import type { TransportParty } from '@rahti/domain';
import type { WaybillDocument, WaybillPlace } from './waybill-document';
import type { BoxLine } from './waybill-layout';
import type { WaybillWords } from './waybill-words';

/**
 * When a party's or place's country is printed: always on a CMR note (Art. 6(1) asks for
 * "name and address" across a border, and the form's boxes say "country"); on a domestic
 * waybill only for an address outside the carrier's country.
 */
export type CountryRule = 'always' | { unless: string };

function showsCountry(country: string, rule: CountryRule): boolean {
  return rule === 'always' || country.toUpperCase() !== rule.unless.toUpperCase();
}

export function countryRuleOf(document: WaybillDocument): CountryRule {
  return document.kind === 'cmr' ? 'always' : { unless: document.carrier.country };
}

function addressLines(
  place: Pick<TransportParty, 'street' | 'postcode' | 'city' | 'country'>,
  words: WaybillWords,
  rule: CountryRule,
): string[] {
  const lines = [place.street, `${place.postcode} ${place.city}`.trim()];
  if (showsCountry(place.country, rule)) lines.push(words.country(place.country));
  return lines.filter(Boolean);
}

/** A Finnish party's business id is its Y-tunnus; a foreign one's is named generically. */
function businessIdLine(party: TransportParty, words: WaybillWords): string | undefined {
  if (!party.businessId) return undefined;
  const label = words.t(party.country.toUpperCase() === 'FI' ? 'businessId.fi' : 'businessId.other');
  return `${label} ${party.businessId}`;
}

/** A party's box: name in bold, address, business id, and whom to call. */
export function partyLines(party: TransportParty, words: WaybillWords, rule: CountryRule): BoxLine[] {
  const contact = [party.contactName, party.phone && `${words.t('phone')} ${party.phone}`].filter(Boolean).join(', ');
  return [
    { text: party.name, style: 'bold' },
    ...addressLines(party, words, rule).map((text) => ({ text })),
    ...[businessIdLine(party, words), contact]
      .filter((text): text is string => Boolean(text))
      .map((text) => ({ text })),
  ];
}

/** The carrier's box: the organisation, then the driver and the vehicle carrying the goods. */
export function carrierLines(document: WaybillDocument, words: WaybillWords, rule: CountryRule): BoxLine[] {
  const crew = [
    document.driverName && `${words.t('driver')}: ${document.driverName}`,
    document.vehicleRegisterNumber && `${words.t('vehicle')}: ${document.vehicleRegisterNumber}`,
  ].filter((text): text is string => Boolean(text));
  return [...partyLines(document.carrier, words, rule), ...crew.map((text) => ({ text }))];
}

/** Each place on one line ("Name, street, 01510 Vantaa"), its time in bold on the next. */
export function placeLines(places: readonly WaybillPlace[], words: WaybillWords, rule: CountryRule): BoxLine[] {
  return places.flatMap((place) => [
    { text: [place.name, ...addressLines(place, words, rule)].filter(Boolean).join(', ') },
    ...(place.at ? [{ text: words.dateTime(place.at), style: 'bold' as const }] : []),
  ]);
}
