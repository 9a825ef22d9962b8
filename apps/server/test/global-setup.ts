import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresUrl: string | undefined;
  }
}

/** A database name of our own per run, so runs never see each other's rows. */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Migrates an embedded database once and keeps its files as a template each test file copies
 * (migrating per file would cost seconds each). With TEST_DATABASE_URL, the server suites run
 * against a fresh database on that PostgreSQL server instead.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'rahti-test-'));
  const template = await openDatabase({ kind: 'pglite' });
  await migrateToLatest(template.db);
  const dump = await template.pglite!.dumpDataDir('none');
  const templatePath = join(dir, 'template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await template.close();
  project.provide('pgliteTemplatePath', templatePath);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `rahti_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = withDatabase(serverUrl, name);
    const handle = await openDatabase({ kind: 'postgres', url });
    await migrateToLatest(handle.db);
    await handle.close();
    project.provide('postgresUrl', url);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    project.provide('postgresUrl', undefined);
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropDatabase?.();
  };
}
