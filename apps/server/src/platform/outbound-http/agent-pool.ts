import type { LookupFunction } from 'node:net';
import { Agent } from 'undici';
import type { OutboundLimits } from './outbound-limits';
import type { ResolvedAddress } from './resolve-target';

/** An agent unused this long is closed (its idle connections went after undici's 4 s keep-alive). */
const IDLE_MS = 60_000;

/**
 * Agents kept per name and checked address, so the pages of one service reuse their connection.
 * Each agent connects its name to that one address only: a name that resolves elsewhere on a
 * later call gets another agent, checked anew.
 */
export function createAgentPool(ca: string | Buffer | undefined) {
  const agents = new Map<string, { agent: Agent; usedAt: number }>();

  function closeIdle(now: number) {
    for (const [key, kept] of agents) {
      if (now - kept.usedAt < IDLE_MS) continue;
      agents.delete(key);
      kept.agent.close().catch(() => undefined);
    }
  }

  return {
    agentFor(hostname: string, target: ResolvedAddress, limits: OutboundLimits): Agent {
      const now = Date.now();
      closeIdle(now);
      const key = [hostname, target.address, limits.connectTimeoutMs, limits.totalTimeoutMs].join('|');
      let kept = agents.get(key);
      if (!kept) {
        const agent = new Agent({
          connect: { lookup: pinnedLookup(hostname, target), timeout: limits.connectTimeoutMs, ...(ca ? { ca } : {}) },
          headersTimeout: limits.totalTimeoutMs,
          bodyTimeout: limits.totalTimeoutMs,
        });
        agents.set(key, (kept = { agent, usedAt: now }));
      }
      kept.usedAt = now;
      return kept.agent;
    },
  };
}

/** Connects to the address that was checked, whatever the name would resolve to now. */
function pinnedLookup(hostname: string, target: ResolvedAddress): LookupFunction {
  return (name, options, callback) => {
    if (name !== hostname) {
      callback(Object.assign(new Error(`Not the checked name: ${name}`), { code: 'ENOTFOUND' }), '', 4);
      return;
    }
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}
