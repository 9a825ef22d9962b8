import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __headingShownAt?: number;
  }
}

/**
 * Milliseconds from the navigation's start to a level-1 heading reading `heading`, observed in
 * the page itself on each animation frame (no polling delay of the test driver). Install before
 * the navigation. Written as text: tsx would wrap named functions in a helper the page lacks.
 */
export async function watchForHeading(page: Page, heading: string): Promise<void> {
  await page.addInitScript({
    content: `(() => {
      const text = ${JSON.stringify(heading)};
      const tick = () => {
        const shown = Array.from(document.querySelectorAll('h1')).some((h1) => (h1.textContent || '').trim() === text);
        if (shown) window.__headingShownAt = performance.now();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })();`,
  });
}

/**
 * Reloads `page` with the network off, `runs` times, and answers how long each took to show the
 * heading watched by `watchForHeading`: the app started from its service worker alone. The page
 * must already be controlled by the service worker.
 */
export async function measureOfflineColdStarts(page: Page, runs: number, cpuSlowdown: number): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.context().setOffline(true);
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.reload({ waitUntil: 'commit' });
      await page.waitForFunction(() => window.__headingShownAt !== undefined, undefined, { timeout: 30_000 });
      if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
        throw new Error('The page was not served by the service worker');
      times.push(Math.round(await page.evaluate(() => window.__headingShownAt ?? Number.NaN)));
    }
    return times;
  } finally {
    await page.context().setOffline(false);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}
