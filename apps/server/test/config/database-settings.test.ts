import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';

describe('DATABASE_POOL_SIZE, DATABASE_STATEMENT_TIMEOUT_MS and SLOW_QUERY_MS', () => {
  it('default to 10 connections, 30 s and 200 ms', () => {
    expect(loadConfig({})).toMatchObject({
      databasePoolSize: 10,
      databaseStatementTimeoutMs: 30_000,
      slowQueryMs: 200,
    });
    expect(loadConfig({ DATABASE_POOL_SIZE: ' ', DATABASE_STATEMENT_TIMEOUT_MS: '' })).toMatchObject({
      databasePoolSize: 10,
      databaseStatementTimeoutMs: 30_000,
    });
  });

  it('take whole numbers, 0 for no statement limit and no slow-query log', () => {
    expect(
      loadConfig({ DATABASE_POOL_SIZE: '25', DATABASE_STATEMENT_TIMEOUT_MS: '0', SLOW_QUERY_MS: '0' }),
    ).toMatchObject({
      databasePoolSize: 25,
      databaseStatementTimeoutMs: 0,
      slowQueryMs: 0,
    });
    expect(loadConfig({ SLOW_QUERY_MS: '50' })).toMatchObject({ slowQueryMs: 50 });
  });

  it('refuse at start anything else, naming the setting', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE must be a whole number from 1 to 1000, got "0"',
    );
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '2.5' })).toThrow('DATABASE_POOL_SIZE');
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '30s' })).toThrow(
      'DATABASE_STATEMENT_TIMEOUT_MS must be a whole number from 0 to 86400000, got "30s"',
    );
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '-1' })).toThrow('DATABASE_STATEMENT_TIMEOUT_MS');
    expect(() => loadConfig({ SLOW_QUERY_MS: '0.2s' })).toThrow(
      'SLOW_QUERY_MS must be a whole number from 0 to 86400000, got "0.2s"',
    );
  });
});
