import type { TransportStop } from '@rahti/domain';

type Place = Pick<TransportStop, 'name' | 'street' | 'postcode' | 'city' | 'country' | 'latitude' | 'longitude'>;

/** The stop's address on one line, as a person writes it: "Tikkurilantie 1, 01300 Vantaa". */
export function addressLine(place: Place): string {
  const town = [place.postcode, place.city].filter(Boolean).join(' ');
  return [place.street, town, place.country === 'FI' ? '' : place.country].filter(Boolean).join(', ');
}

/**
 * A link that opens the phone's map app at the stop: `geo:` with the coordinates when the order
 * has them (Android opens the map app of the driver's choice; the label keeps the place's name),
 * else a maps search for the address, which every phone opens in a map app or the browser.
 */
export function mapLinkOf(place: Place): string {
  const address = addressLine(place);
  if (place.latitude !== null && place.longitude !== null) {
    const at = `${place.latitude},${place.longitude}`;
    const label = place.name || address;
    return `geo:${at}?q=${at}${label ? `(${encodeURIComponent(label)})` : ''}`;
  }
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** A `tel:` link with only what a phone dials: digits, a leading + and the pause marks. */
export function telLinkOf(phone: string): string | null {
  const dialled = phone.replace(/[^\d+,;*#]/g, '');
  return /\d/.test(dialled) ? `tel:${dialled}` : null;
}
