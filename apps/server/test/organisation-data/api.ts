import type { TestUser } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';

/** JSON calls through app.inject as a test user, in a chosen language. */
export function apiAs(t: TestApp) {
  return async (
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    language = 'en',
  ) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { ...user.headers, 'accept-language': language },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    return {
      status: response.statusCode,
      body: response.body ? (response.json() as Record<string, unknown> & { id?: string }) : {},
      raw: response,
    };
  };
}
