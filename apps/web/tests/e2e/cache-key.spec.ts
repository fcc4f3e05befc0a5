import { expect, request, test } from '@playwright/test';
import { untilStored } from './support';

// The page cache's key and the page it stores must agree: a page renders from exactly the URL
// its key holds (only the parameters a page reads, a repeated parameter's first value, sorted).
// `page=k<n>` makes each run's key new: the search reads a page that is not a number as page 1.
const JA = 'http://127.0.0.1:3100';
const ab = { cookie: 'sidebarAB=a; resourceBannerAB=a' };
const PC = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

test('requests that share a key get the same bytes, rendered from the key, without the parameters no page reads', async () => {
  const api = await request.newContext({ extraHTTPHeaders: ab });
  const n = Date.now();
  // Two devices: two keys, so both are rendered (MISS); everything else maps to one key URL.
  const pcUrl = `${JA}/search-result?q=DVD&q=Blu-ray&page=k${n}&source=src-${n}&author=au-${n}&gclid=gc-${n}`;
  const pc = await api.get(pcUrl, { headers: { 'user-agent': PC } });
  const phone = await api.get(
    `${JA}/search-result?medium=med-${n}&page=k${n}&utm_source=ut-${n}&q=DVD&q=4K`,
    {
      headers: { 'user-agent': PHONE },
    },
  );
  expect(pc.headers()['x-page-cache']).toBe('MISS');
  expect(phone.headers()['x-page-cache']).toBe('MISS');
  const [pcBody, phoneBody] = [await pc.body(), await phone.body()];
  expect(pcBody.equals(phoneBody)).toBe(true);
  const text = pcBody.toString();
  expect(text).toContain('「DVD」');
  for (const ignored of [
    `src-${n}`,
    `au-${n}`,
    `med-${n}`,
    `gc-${n}`,
    `ut-${n}`,
    'q=Blu-ray',
    'q=4K',
  ])
    expect(text).not.toContain(ignored);

  // The same key again, from another order of the same parameters: the stored bytes.
  await untilStored(() => api.get(pcUrl, { headers: { 'user-agent': PC } }));
  const again = await api.get(`${JA}/search-result?page=k${n}&zz=${n}&q=DVD&source=other`, {
    headers: { 'user-agent': PC },
  });
  expect(again.headers()['x-page-cache']).toBe('HIT');
  expect((await again.body()).equals(pcBody)).toBe(true);
});

test('a repeated parameter means its first value, in the key and on the page', async () => {
  const api = await request.newContext({ extraHTTPHeaders: ab });
  const n = Date.now();
  await api.get(`${JA}/search-result?q=DVD&q=Blu-ray&page=k${n}`);
  const other = await api.get(`${JA}/search-result?q=Blu-ray&q=DVD&page=k${n}`);
  expect(await other.text()).toContain('「Blu-ray」');
});
