import { expect, test } from './support/test';
import { jobPostingProblems } from './support/jobPostingRules';

/**
 * A crawler's visit, as Googlebot, a link preview or curl makes it (`Accept: *∕*`): robots.txt
 * names the sitemap, the sitemap lists the open jobs' pages, and every page answers 200 with a
 * JobPosting that keeps Google's rules and a logo that loads.
 */
test('a crawler follows robots.txt to the sitemap and reads every job page with its JSON-LD and logo', async ({
  request,
}) => {
  const crawler = { Accept: '*/*', 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' };
  const robots = await request.get('/robots.txt', { headers: crawler });
  expect(robots.status()).toBe(200);
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(await robots.text())?.[1];
  expect(sitemapUrl).toBeTruthy();
  const sitemap = await request.get(sitemapUrl as string, { headers: crawler });
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const pages = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // The demo organization's open jobs: all but the expired one.
  expect(pages.length).toBeGreaterThanOrEqual(5);
  const logos = new Set<string>();
  for (const url of pages) {
    const page = await request.get(url, { headers: crawler });
    expect(page.status(), url).toBe(200);
    expect(page.headers()['content-type'], url).toBe('text/html; charset=utf-8');
    const html = await page.text();
    const script = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
    expect(script, url).not.toBeNull();
    const ld = JSON.parse((script as RegExpExecArray)[1]) as Record<string, unknown>;
    expect(jobPostingProblems(ld), url).toEqual([]);
    expect(ld.url, url).toBe(url);
    const logo = (ld.hiringOrganization as { logo?: string }).logo;
    if (logo) logos.add(logo);
  }
  expect(logos.size).toBeGreaterThan(0);
  for (const logo of logos) {
    const image = await request.get(logo, { headers: crawler });
    expect(image.status(), logo).toBe(200);
    expect(image.headers()['content-type'], logo).toMatch(/^image\//);
    // The address a crawler keeps works without its signature too: it never expires.
    const unsigned = await request.get(logo.split('?')[0], { headers: crawler });
    expect(unsigned.status(), logo).toBe(200);
  }
  // A page crawled again is answered from what the crawler has, when nothing changed. (A page
  // asked for while renders queue comes as the SPA's page with its JSON-LD, untagged, until its
  // render is kept.)
  let etag = '';
  await expect
    .poll(
      async () => (etag = (await request.get(pages[0], { headers: crawler })).headers().etag ?? ''),
    )
    .not.toBe('');
  const revalidated = await request.get(pages[0], {
    headers: { ...crawler, 'If-None-Match': etag },
  });
  expect(revalidated.status()).toBe(304);
});
