import Decimal from 'decimal.js';
import { toCents } from '../money/money';

/** Text and number forms the Finvoice 3.0 schema demands; none of these is for display. */

/** Escapes the five characters XML gives meaning to. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An amount to the cent with a decimal comma, as the schema's patterns (`-?[0-9]{1,15},[0-9]{2}`) require. */
export function finvoiceAmount(amount: number): string {
  const cents = toCents(amount);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)},${digits.slice(-2)}`;
}

/** A unit price: two to five decimals with a comma (unitAmountType). */
export function finvoiceUnitPrice(price: number): string {
  const exact = new Decimal(price);
  const places = Math.min(5, Math.max(2, exact.decimalPlaces()));
  return exact.toFixed(places, Decimal.ROUND_HALF_UP).replace('.', ',');
}

/** A percentage or quantity with a decimal comma and no trailing zeros: 25,5 · 14 · 0. */
export function finvoiceDecimal(value: number): string {
  return new Decimal(value).toString().replace('.', ',');
}

/** YYYY-MM-DD as the schema's CCYYMMDD. */
export function finvoiceDate(date: string): string {
  return date.replace(/-/g, '');
}

/** A child element, or nothing when the value is absent. */
export function element(name: string, value: string | undefined, attributes: Record<string, string> = {}): string {
  if (value === undefined) return '';
  const attributeText = Object.entries(attributes)
    .map(([key, attribute]) => ` ${key}="${escapeXml(attribute)}"`)
    .join('');
  return `<${name}${attributeText}>${escapeXml(value)}</${name}>`;
}

/** An element wrapping already written children, or nothing when they are all empty. */
export function group(name: string, ...children: string[]): string {
  const inner = children.join('');
  return inner === '' ? '' : `<${name}>${inner}</${name}>`;
}
