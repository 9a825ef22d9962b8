import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFeatures } from '@rahti/domain';
import { renderApp } from '../../test/render-app';

const organisation = (id: string, name: string, setToBeDeletedAt: string | null) => ({
  id,
  name,
  currency: 'EUR',
  vehicleLimit: null,
  timeZone: 'Europe/Helsinki',
  driverNameOrder: 'firstLast',
  setToBeDeletedAt,
  createdAt: '2026-01-05T08:00:00.000Z',
  features: allFeatures(),
});

describe("the site operator's organisations", () => {
  it('show when an organisation set to be deleted is erased, and restore it', async () => {
    const leaving = '00000000-0000-4000-8000-0000000000a1';
    let list = [
      organisation(leaving, 'Poistuva Oy', '2026-11-02T10:00:00.000Z'),
      organisation('00000000-0000-4000-8000-0000000000a2', 'Jatkava Oy', null),
    ];
    let restored: unknown;
    const { user } = renderApp('/administration', {
      account: { role: 'Admin', isSiteOperator: true },
      handlers: {
        'GET /api/organisation/all': () => list,
        'GET /api/organisation/all/users': [],
        'GET /api/salesforce': [],
        [`PUT /api/organisation/${leaving}/setdelete`]: (init?: RequestInit) => {
          restored = JSON.parse(String(init?.body));
          list = list.map((o) => (o.id === leaving ? { ...o, setToBeDeletedAt: null } : o));
          return list[0];
        },
      },
    });
    expect(await screen.findByText('Set to be deleted: erased on 02.12.2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore Jatkava Oy' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Restore Poistuva Oy' }));
    await waitFor(() => expect(restored).toEqual({ setToBeDeleted: false }));
    await waitFor(() => expect(screen.queryByText(/erased on/)).toBeNull());
  });
});
