import { parseDecimal, type Language } from '@rahti/domain';

/** A number shown as the user would type it: a decimal comma in Finnish and Swedish; '' for none. */
export const numberText = (value: number | null | undefined, language: Language): string =>
  value == null ? '' : language === 'en' ? String(value) : String(value).replace('.', ',');

/**
 * The numbers typed in `names`, read with a decimal comma or point (spec section 5); an empty
 * input is left out, text that is not a number is flagged on its input ('validation:number').
 */
export function readNumbers<Name extends string>(
  values: Record<Name, string>,
  names: readonly Name[],
  flag: (name: Name, message: string) => void,
): Partial<Record<Name, number>> {
  const numbers: Partial<Record<Name, number>> = {};
  for (const name of names) {
    const text = values[name].trim();
    if (text === '') continue;
    const parsed = parseDecimal(text);
    if (parsed === undefined) flag(name, 'validation:number');
    else numbers[name] = parsed;
  }
  return numbers;
}
