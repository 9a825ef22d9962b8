import { resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
export const E2E_ROOT = resolve(REPO_ROOT, 'e2e');
/** Kept as CI artefacts, git-ignored. */
export const SCREENSHOT_DIR = resolve(E2E_ROOT, 'screenshots');
/** Per-run data directories and server logs, git-ignored. */
export const TMP_DIR = resolve(E2E_ROOT, '.tmp');
export const WEB_DIST_DIR = resolve(REPO_ROOT, 'apps/web/dist');
export const DRIVER_DIST_DIR = resolve(REPO_ROOT, 'apps/driver/dist');
