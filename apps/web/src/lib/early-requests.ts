/**
 * GETs started before the app has drawn anything, for the page the address opens: the page's
 * own request for the same address takes the answer instead of asking again (api-client.ts).
 * On a slow computer the app's start and the page's code take most of a second before the page
 * would ask; the server works on its answer meanwhile. Each answer is taken once, and one nobody
 * took within `MAX_AGE_MS` is dropped, so a later visit never sees old data.
 */
const MAX_AGE_MS = 15_000;

const started = new Map<string, Promise<Response>>();

/**
 * Starts a GET of `url` with the stored sign-in's token and the first language; with `after`,
 * once that has settled (a request that would hold back the first ones on the server). Answers
 * when the answer is in.
 */
export function startEarlyRequest(
  url: string,
  accessToken: string,
  language: string,
  after?: Promise<unknown>,
): Promise<unknown> {
  const already = started.get(url);
  if (already) return already;
  const ask = () =>
    fetch(url, {
      headers: { Accept: 'application/json', 'Accept-Language': language, Authorization: `Bearer ${accessToken}` },
    });
  const answer = after ? after.then(ask, ask) : ask();
  answer.catch(() => undefined); // a failure is the page's to see, when it takes the answer
  started.set(url, answer);
  setTimeout(() => {
    if (started.get(url) === answer) started.delete(url);
  }, MAX_AGE_MS);
  return answer;
}

/** Whether a GET of `url` was started with the app and its answer is still to be taken. */
export const hasEarlyRequest = (url: string) => started.has(url);

/** The answer of an early GET of `url`, once; undefined when none was started or it was taken. */
export function takeEarlyRequest(url: string): Promise<Response> | undefined {
  const answer = started.get(url);
  started.delete(url);
  return answer;
}
