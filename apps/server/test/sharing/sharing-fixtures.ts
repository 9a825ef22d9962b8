import type { Share, SharedItems } from '@rahti/domain';
import { expect } from 'vitest';
import type { TestTenant, TestUser } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';

/** The sharing routes as one organisation's people call them, each answer checked for its status. */
export function sharingApi(t: TestApp) {
  const api = apiAs(t);
  return {
    api,
    async create(user: TestUser, body: Record<string, unknown>) {
      const created = await api(user, 'POST', '/api/sharing', body);
      expect(created.status, created.raw.body).toBe(201);
      return created.body as { id: string; code: string; status: string };
    },
    async join(user: TestUser, code: string) {
      const joined = await api(user, 'POST', '/api/sharing/join', { code });
      expect(joined.status, joined.raw.body).toBe(201);
      return joined.body as { id: string; status: string };
    },
    async approve(user: TestUser, id: string) {
      const approved = await api(user, 'POST', `/api/sharing/${id}/approve`);
      expect(approved.status, approved.raw.body).toBe(200);
      return approved.body as unknown as Share;
    },
    async share(user: TestUser, id: string) {
      const one = await api(user, 'GET', `/api/sharing/${id}`);
      expect(one.status, one.raw.body).toBe(200);
      return one.body as unknown as Share;
    },
    async items(user: TestUser, id: string, dataType: string, from = '2026-11-01', to = '2026-11-30') {
      const read = await api(user, 'GET', `/api/sharing/${id}/items/${dataType}?from=${from}&to=${to}`);
      expect(read.status, read.raw.body).toBe(200);
      return (read.body as unknown as SharedItems).items as { id: string; organisationName: string }[];
    },
    /** Made by `maker`, joined by `partner`, approved: an active share. */
    async active(maker: TestTenant, partner: TestTenant, body: Record<string, unknown>) {
      const created = await this.create(maker.users.admin, body);
      await this.join(partner.users.admin, created.code);
      await this.approve(maker.users.admin, created.id);
      return created.id;
    },
  };
}
