import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@rahti/domain';
import { readApiError } from './api-error';

const fieldError = fc.record({ path: fc.string(), message: fc.string() });
const errorBody = fc.record(
  {
    statusCode: fc.integer({ min: 400, max: 599 }),
    code: fc.string(),
    message: fc.string(),
    fields: fc.array(fc.oneof(fieldError, fc.anything())),
    extra: fc.anything(),
  },
  { requiredKeys: ['statusCode', 'code', 'message'] },
);

describe('readApiError', () => {
  it('reads exactly the bodies the shared apiErrorSchema accepts, with the same result', () => {
    fc.assert(
      fc.property(fc.oneof(errorBody, fc.anything()), (payload) => {
        const parsed = apiErrorSchema.safeParse(payload);
        expect(readApiError(payload)).toEqual(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 500 },
    );
  });

  it("reads the server's message and field errors", () => {
    const body = {
      statusCode: 400,
      code: 'validation',
      message: 'Check the fields',
      fields: [{ path: 'name', message: 'Required' }],
    };
    expect(readApiError(body)).toEqual(body);
    expect(readApiError('<html>Bad gateway</html>')).toBeUndefined();
  });
});
