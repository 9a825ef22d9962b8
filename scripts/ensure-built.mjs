// Builds the web and driver apps when their build is missing or older than their sources, so
// `npm install && npm start` works on a fresh clone and a restart without changes starts at once.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const SOURCES = ['apps/web', 'apps/driver', 'packages/domain/src', 'packages/i18n/src'];
const SKIP = new Set(['node_modules', 'dist', 'dev-dist']);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function builtAt(app) {
  const index = join(root, app, 'dist', 'index.html');
  return existsSync(index) ? statSync(index).mtimeMs : 0;
}

const sourcesChanged = Math.max(...SOURCES.map((dir) => newestMtime(join(root, dir))));
const stale = ['apps/web', 'apps/driver'].filter((app) => builtAt(app) < sourcesChanged);
if (stale.length > 0) {
  console.log(`Building ${stale.join(' and ')} …`);
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
