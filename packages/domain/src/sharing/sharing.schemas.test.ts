import { describe, expect, it } from 'vitest';
import { sharingInputSchema, sharingJoinSchema } from './sharing.schemas';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the sharing contract', () => {
  it('takes the data types, the direction and an optional scope', () => {
    const share = {
      dataTypes: ['shifts', 'routes'],
      direction: 'send',
      scope: { from: '2026-12-01', to: '2026-12-31' },
    };
    expect(sharingInputSchema.parse(share)).toEqual(share);
    expect(messages(sharingInputSchema.safeParse({ dataTypes: [], direction: 'lend' }))).toEqual([
      ['dataTypes', 'sharing:dataTypesRequired'],
      ['direction', 'validation:invalid'],
    ]);
    expect(
      messages(
        sharingInputSchema.safeParse({
          dataTypes: ['tasks'],
          direction: 'retrieve',
          scope: { from: '2026-12-02', to: '2026-12-01' },
        }),
      ),
    ).toEqual([['scope.to', 'shifts:periodEndBeforeStart']]);
  });

  it('reads a code however it was typed, and names one of the wrong length', () => {
    expect(sharingJoinSchema.parse({ code: 'acde-3467-fghj-9kmn' })).toEqual({ code: 'ACDE3467FGHJ9KMN' });
    expect(messages(sharingJoinSchema.safeParse({ code: 'ACDE-3467' }))).toEqual([['code', 'sharing:codeLength']]);
  });
});
