import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface AssetTotals {
  files: number;
  /** The files' sizes as `gzip -9` writes them: the budget's measure. */
  gzipBytes: number;
  /** What the browser received for them (compressed bodies and headers). */
  transferBytes: number;
  /** Their sizes on disk, uncompressed. */
  rawBytes: number;
  /** The heaviest files, so a broken budget names its cause. */
  largest: { file: string; gzipBytes: number }[];
}

export interface ColdLoad {
  js: AssetTotals;
  css: AssetTotals;
  lcpMs: number;
  headingShownMs: number;
}

/** Chrome DevTools' network conditions: bytes per second, round-trip latency in ms. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;

interface LoadedAsset {
  path: string;
  transferSize: number;
}

/**
 * Opens `path` with no browser cache under the slow link and CPU, waits for the level-1 heading
 * `heading`, and counts the assets fetched before it showed. `urlBase`: where `distDir` is
 * served (the driver app's files are at /driver/).
 */
export async function measureColdLoad(
  page: Page,
  path: string,
  heading: string,
  distDir: string,
  urlBase = '/',
): Promise<ColdLoad> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(path, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 60_000 });
    const headingShownMs = await page.evaluate(() => performance.now());
    // Later paints (the table's rows) may still replace the largest one; let the page settle.
    await page.waitForLoadState('networkidle');
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        }),
    );
    const assets = await page.evaluate(
      (before) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime <= before)
          .map((entry) => ({ path: new URL(entry.name).pathname, transferSize: entry.transferSize })),
      headingShownMs,
    );
    const served = assets.map((a) => ({
      ...a,
      path: a.path.startsWith(urlBase) ? `/${a.path.slice(urlBase.length)}` : a.path,
    }));
    return {
      js: totals(
        served.filter((a) => a.path.endsWith('.js')),
        distDir,
      ),
      css: totals(
        served.filter((a) => a.path.endsWith('.css')),
        distDir,
      ),
      lcpMs: Math.round(lcpMs),
      headingShownMs: Math.round(headingShownMs),
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.detach();
  }
}

const LARGEST_LISTED = 8;

function totals(assets: LoadedAsset[], distDir: string): AssetTotals {
  const sum: AssetTotals = { files: 0, gzipBytes: 0, transferBytes: 0, rawBytes: 0, largest: [] };
  for (const asset of assets) {
    const file = join(distDir, asset.path);
    if (!existsSync(file)) throw new Error(`${asset.path} was loaded but is not in ${distDir}`);
    const content = readFileSync(file);
    sum.files += 1;
    sum.rawBytes += content.length;
    const gzipBytes = gzipSync(content, { level: 9 }).length;
    sum.gzipBytes += gzipBytes;
    sum.transferBytes += asset.transferSize;
    sum.largest.push({ file: asset.path, gzipBytes });
  }
  sum.largest = sum.largest.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, LARGEST_LISTED);
  return sum;
}
