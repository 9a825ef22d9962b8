import { describe, expect, it } from 'vitest';
import { createMemoryAppHistory, type BlockerFunction } from './blocking-history';

/** A history at /calculation after /start, listened to as the router does, blocking with `shouldBlock`. */
function setUp(shouldBlock: BlockerFunction = ({ nextLocation }) => nextLocation.pathname === '/away') {
  const history = createMemoryAppHistory('/start');
  const seen: string[] = [];
  history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}${location.search}`));
  history.push('/calculation');
  const held: (() => void)[] = [];
  const asked: string[] = [];
  history.setBlocker({
    shouldBlock: (args) => {
      asked.push(`${args.historyAction} ${args.currentLocation.pathname} -> ${args.nextLocation.pathname}`);
      return shouldBlock(args);
    },
    onBlocked: (proceed) => held.push(proceed),
  });
  return { history, seen, held, asked };
}

describe('the app history with a blocker', () => {
  it('lets through what the blocker allows', () => {
    const { history, seen, held } = setUp();
    history.push('/calculation/step?x=1');
    history.replace('/calculation/other');
    expect(seen).toEqual(['PUSH /calculation', 'PUSH /calculation/step?x=1', 'REPLACE /calculation/other']);
    expect(held).toEqual([]);
  });

  it('holds back a push or a replace it refuses, and makes it on proceed', () => {
    const { history, seen, held, asked } = setUp();
    history.push('/away?tab=2');
    expect(history.location.pathname).toBe('/calculation');
    expect(asked).toEqual(['PUSH /calculation -> /away']);
    expect(held).toHaveLength(1);

    held[0]!();
    expect(history.location.pathname).toBe('/away');
    expect(seen.at(-1)).toBe('PUSH /away?tab=2');

    history.replace('/away');
    expect(held).toHaveLength(2);
    expect(history.location.search).toBe('?tab=2');
  });

  it('undoes a back it refuses without telling the app, and goes back on proceed', () => {
    const { history, seen, held, asked } = setUp(({ nextLocation }) => nextLocation.pathname === '/start');
    history.go(-1);
    expect(asked).toEqual(['POP /calculation -> /start']);
    expect(history.location.pathname).toBe('/calculation');
    expect(seen).toEqual(['PUSH /calculation']);

    held[0]!();
    expect(history.location.pathname).toBe('/start');
    expect(seen).toEqual(['PUSH /calculation', 'POP /start']);
  });

  it('blocks nothing once the blocker is removed', () => {
    const { history, held } = setUp(() => true);
    history.setBlocker(null);
    history.push('/away');
    history.go(-1);
    expect(history.location.pathname).toBe('/calculation');
    expect(held).toEqual([]);
  });
});
