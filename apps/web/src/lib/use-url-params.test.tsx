import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '../app/navigation/app-router';
import { createMemoryAppHistory } from '../app/navigation/blocking-history';
import { useUrlParams } from './use-url-params';

type Change = ReturnType<typeof useUrlParams>[1];

function setUp(initial: string) {
  let change: Change | undefined;
  function Probe() {
    const [params, changeParams] = useUrlParams();
    change = changeParams;
    return <output>{params.toString()}</output>;
  }
  const history = createMemoryAppHistory(`/${initial}`);
  const view = render(<AppRouter history={history} routes={[{ path: '/', element: <Probe /> }]} />);
  return { history, view, change: (edit: Parameters<Change>[0]) => change?.(edit) };
}

describe('useUrlParams', () => {
  it('keeps both of two changes made before the page renders again', async () => {
    const { history, change } = setUp('?a=1');
    await act(async () => {
      change((next) => next.set('from', '2026-10-28'));
      change((next) => next.set('to', '2026-11-25'));
    });
    expect(history.location.search).toBe('?a=1&from=2026-10-28&to=2026-11-25');
  });

  it('starts from the address again once something else moved it', async () => {
    const { history, change } = setUp('?a=1');
    await act(async () => change((next) => next.set('b', '2')));
    await act(async () => history.push('/?c=3'));
    await act(async () => change((next) => next.set('d', '4')));
    expect(history.location.search).toBe('?c=3&d=4');
  });

  it('shows the parameters on the address', async () => {
    const { view, change } = setUp('?a=1');
    await act(async () => change((next) => next.delete('a')));
    expect(view.container.querySelector('output')?.textContent).toBe('');
  });
});
