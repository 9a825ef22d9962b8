import type { i18n as I18n } from 'i18next';
import { resources } from '@rahti/i18n/all';
import { createI18n } from '../lib/i18n';

/**
 * The instance renderApp renders with, shared by the tests of one file (a test that switches
 * language switches it back). Test files share their modules within a worker, so the setup
 * file makes a new one in English as each file starts.
 */
export let testI18n: I18n;

export function resetTestI18n(): void {
  testI18n = createI18n('en', resources);
}
