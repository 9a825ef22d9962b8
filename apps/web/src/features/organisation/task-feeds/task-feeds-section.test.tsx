import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaskFeed, TaskFeedFetchResult } from '@rahti/domain';
import { jsonResponse } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';

const feed: TaskFeed = {
  id: '00000000-0000-4000-8000-000000000f01',
  name: 'Tilausportaali',
  url: 'https://tilaukset.example/tasks',
  username: 'rahti',
  hasPassword: true,
  enabled: true,
  pollMinutes: 60,
  lastFetchAt: null,
  lastSuccessAt: null,
  lastResult: null,
  lastErrorCode: null,
  lastError: null,
  nextFetchAt: null,
};
const fetched: TaskFeedFetchResult = {
  fetched: 3,
  added: 2,
  updated: 0,
  unchanged: 0,
  skipped: [{ externalId: 'X-1', reason: 'unknownVehicle', message: 'No vehicle has the register number ZZZ-999' }],
  message: 'Tasks fetched from Tilausportaali: 2 new, 0 changed, 0 unchanged, 1 skipped.',
};

function renderFeeds(handlers: Record<string, unknown>) {
  return renderApp('/organisation', {
    account: { role: 'Admin' },
    handlers: {
      'GET /api/organisation/users': [],
      'GET /api/SalaryTypeCodes': [],
      'GET /api/supervisors': [],
      'GET /api/licence-types': { classes: [], qualifications: [], custom: [] },
      'GET /api/organisation/externalcredentials': [],
      'GET /api/organisation/task-feeds': [feed],
      ...handlers,
    },
  });
}

describe('task feeds on the organisation page', { timeout: 30_000 }, () => {
  it('fetches a feed’s tasks and says what came in and what was left out', async () => {
    const { user } = renderFeeds({ [`POST /api/organisation/task-feeds/${feed.id}/fetch`]: fetched });
    const card = await screen.findByRole('region', { name: 'Tilausportaali' });
    await user.click(within(card).getByRole('button', { name: 'Fetch tasks' }));
    const status = await within(card).findByRole('status');
    expect(status.textContent).toContain(
      'Tasks fetched from Tilausportaali: 2 new, 0 changed, 0 unchanged, 1 skipped.',
    );
    expect(status.textContent).toContain('X-1: No vehicle has the register number ZZZ-999');
  });

  it('shows why a fetch failed, in the server’s words', async () => {
    const message = 'Failed to fetch tasks from the external app Tilausportaali. Error code: HTTP 503';
    const { user } = renderFeeds({
      [`POST /api/organisation/task-feeds/${feed.id}/fetch`]: () =>
        jsonResponse({ statusCode: 502, code: 'tasks:feedFetchFailed', message }, 502),
    });
    const card = await screen.findByRole('region', { name: 'Tilausportaali' });
    await user.click(within(card).getByRole('button', { name: 'Fetch tasks' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(message);
  });

  it('connects a feed with what the Admin types', async () => {
    let posted: unknown;
    const { user } = renderFeeds({
      'GET /api/organisation/task-feeds': [],
      'POST /api/organisation/task-feeds': (init?: RequestInit) => {
        posted = JSON.parse(String(init?.body));
        return jsonResponse(feed, 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a task feed' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Tilausportaali');
    await user.type(within(dialog).getByRole('textbox', { name: /Feed address/ }), feed.url);
    await user.type(within(dialog).getByRole('textbox', { name: /User name/ }), 'rahti');
    await user.type(within(dialog).getByLabelText('Password'), 'salainen');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posted).toEqual({
        name: 'Tilausportaali',
        url: feed.url,
        username: 'rahti',
        password: 'salainen',
        enabled: true,
        pollMinutes: 60,
      }),
    );
  });
});
