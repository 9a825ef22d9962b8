import type { Page } from 'playwright-core';

/**
 * Calls the API from the page with the signed-in user's own token (the web app keeps its OIDC
 * user in localStorage), for test data a journey needs but does not test.
 */
export async function callApiAsPageUser<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      const token = key
        ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
        : undefined;
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token ?? ''}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { method, path, body },
  );
}
