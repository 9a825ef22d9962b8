import { z } from 'zod';
import {
  emissionFactorInputSchema,
  type EmissionFactorDto,
  type EmissionFactorInput,
  type Language,
} from '@rahti/domain';
import { decimalText, readDecimal } from './decimal-text';

/** One row of the factors table as typed: the figures as text. */
export interface FactorRowValues {
  fuelType: number;
  unit: EmissionFactorDto['unit'];
  ttw: string;
  wtw: string;
  source: string;
}

export interface FactorFormValues extends Record<string, unknown> {
  rows: FactorRowValues[];
}

export function factorFormValues(factors: readonly EmissionFactorDto[], language: Language): FactorFormValues {
  return {
    rows: factors.map((factor) => ({
      fuelType: factor.fuelType,
      unit: factor.unit,
      ttw: decimalText(factor.ttwKgPerUnit, language),
      wtw: decimalText(factor.wtwKgPerUnit, language),
      source: factor.source,
    })),
  };
}

/** Whether the row differs from the one read: only changed rows are sent and become the organisation's own. */
export const isChanged = (row: FactorRowValues, initial: FactorRowValues | undefined) =>
  !initial || row.ttw !== initial.ttw || row.wtw !== initial.wtw || row.source !== initial.source;

/** WTT = WTW − TTW, when both are numbers. */
export function wttOf(row: FactorRowValues): number | undefined {
  const ttw = readDecimal(row.ttw);
  const wtw = readDecimal(row.wtw);
  return typeof ttw === 'number' && typeof wtw === 'number' ? wtw - ttw : undefined;
}

const INPUT_OF: Record<string, keyof FactorRowValues> = {
  ttwKgPerUnit: 'ttw',
  wtwKgPerUnit: 'wtw',
  source: 'source',
};

/**
 * emissionFactorInputSchema (the server's own rules) over the rows changed from `initial`: figures
 * with a decimal comma or point, each message at its row's input ("rows.2.ttw"). The answer is
 * the body of PUT /api/emission-factors.
 */
export function factorFormSchema(initial: FactorFormValues): z.ZodType<EmissionFactorInput[]> {
  return z.custom<FactorFormValues>().transform((values, ctx) => {
    let failed = false;
    const flag = (index: number, name: string, message: string) => {
      failed = true;
      ctx.addIssue({ code: 'custom', message, path: ['rows', index, name] });
    };
    const changed: EmissionFactorInput[] = [];
    values.rows.forEach((row, index) => {
      if (!isChanged(row, initial.rows[index])) return;
      const numbers = { ttw: readDecimal(row.ttw), wtw: readDecimal(row.wtw) };
      for (const name of ['ttw', 'wtw'] as const) {
        if (numbers[name] === 'empty') flag(index, name, 'validation:required');
        if (numbers[name] === 'invalid') flag(index, name, 'validation:number');
      }
      if (typeof numbers.ttw !== 'number' || typeof numbers.wtw !== 'number') return;
      const result = emissionFactorInputSchema.safeParse({
        fuelType: row.fuelType,
        unit: row.unit,
        ttwKgPerUnit: numbers.ttw,
        wtwKgPerUnit: numbers.wtw,
        source: row.source,
      });
      if (result.success) changed.push(result.data);
      // The fuel and its unit come from the row as read; anything else is said on the row's first input.
      else
        for (const issue of result.error.issues) flag(index, INPUT_OF[String(issue.path[0])] ?? 'ttw', issue.message);
    });
    return failed ? z.NEVER : changed;
  });
}
