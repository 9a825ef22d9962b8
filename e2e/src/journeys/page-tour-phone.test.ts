import { describe, it } from 'vitest';
import { useBrowser } from '../harness/browser-fixture';
import { TEST_LANGUAGES } from '../harness/languages';
import { TOUR_TIMEOUT_MS, tourSignedIn } from '../harness/page-tour';

// The phone's half of the page tour (page-tour.test.ts has the public pages and the desktop): a
// file of its own so the e2e workers walk the two side by side. Languages run side by side.
describe('every page on a phone: a screenshot and no serious accessibility problem', () => {
  const browsing = useBrowser();

  for (const language of TEST_LANGUAGES) {
    describe(`in ${language}`, { concurrent: true }, () => {
      it.sequential(
        'signed-in pages and their dialogs on a phone (390 × 844)',
        async (test) => {
          await tourSignedIn(test.expect, await browsing.openPageFor(test, language, 'phone'), language, 'phone');
        },
        TOUR_TIMEOUT_MS,
      );
    });
  }
});
