import { toCents } from '../money/money';
import { compactIban, isIban } from './iban';
import { isFinnishReference, isRfReference } from './reference-numbers';

/**
 * The Finnish bank barcode (pankkiviivakoodi) as its 54 digits, the "virtual barcode" a payer
 * pastes into a bank, drawn as Code 128C on paper. Layout (Finance Finland's Pankkiviivakoodi-opas):
 * version 4 = 4, the IBAN's 16 digits, euros (6) and cents (2), 000, the Finnish reference (20,
 * zero-padded), the due date YYMMDD; version 5 = 5, IBAN, euros and cents, the RF check digits
 * (2), the RF body (21, zero-padded), the due date. Sources: docs/decisions/0022-invoicing-identifiers.md.
 */
export interface BankBarcodeInput {
  /** A Finnish IBAN (FI and 16 digits, spaces allowed). */
  iban: string;
  /** Euros; none, zero or more than 999 999.99 gives zeros, and the payer types the amount. */
  amount?: number | null;
  /** A Finnish reference gives version 4, an RF reference version 5. */
  reference: string;
  /** YYYY-MM-DD; none gives 000000. */
  dueDate?: string | null;
}

const MAX_CENTS = 99_999_999;

function amountDigits(amount: number | null | undefined): string {
  if (amount == null) return '0'.repeat(8);
  const cents = toCents(amount);
  if (cents < 0) throw new RangeError(`A bank barcode has no negative amounts: ${amount}`);
  return cents > MAX_CENTS ? '0'.repeat(8) : String(cents).padStart(8, '0');
}

function dueDateDigits(dueDate: string | null | undefined): string {
  if (dueDate == null) return '000000';
  const match = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(dueDate);
  if (!match) throw new RangeError(`Not a due date (YYYY-MM-DD): ${dueDate}`);
  return `${match[1]}${match[2]}${match[3]}`;
}

function referenceDigits(reference: string): { version: '4' | '5'; digits: string } {
  const compact = reference.replace(/\s+/g, '').toUpperCase();
  if (isFinnishReference(compact)) return { version: '4', digits: `000${compact.padStart(20, '0')}` };
  // The barcode is digits only, so an RF reference must carry a numeric body.
  if (isRfReference(compact) && /^RF\d+$/.test(compact)) {
    return { version: '5', digits: `${compact.slice(2, 4)}${compact.slice(4).padStart(21, '0')}` };
  }
  throw new RangeError(`Not a Finnish or numeric RF reference: ${reference}`);
}

/** The 54 digits of a bank barcode (version 4 or 5 as the reference decides). Throws RangeError on bad input. */
export function bankBarcode({ iban, amount, reference, dueDate }: BankBarcodeInput): string {
  const account = compactIban(iban);
  if (!/^FI\d{16}$/.test(account) || !isIban(account)) throw new RangeError(`Not a Finnish IBAN: ${iban}`);
  const { version, digits } = referenceDigits(reference);
  return `${version}${account.slice(2)}${amountDigits(amount)}${digits}${dueDateDigits(dueDate)}`;
}
