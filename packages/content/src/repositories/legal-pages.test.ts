import { defaultSiteConfig } from '@tsuzuri/config/defaults';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { describe, expect, it } from 'vitest';
import { parseArticleFile } from '../import/parse-file';
import { upsertArticle } from '../import/upsert-article';
import { placeholderValues } from '../placeholders';
import { contentRepositories } from './index';

const LEGAL_PAGES = ['tokushoho', 'terms-of-use', 'cookies-policy', 'privacy-policy', 'about-us'];
const { company } = defaultSiteConfig;

describe('the seeded legal pages', () => {
  const site = useSeededDatabase();

  it.each(LEGAL_PAGES.flatMap((slug) => [[slug, 'ja'] as const, [slug, 'en'] as const]))(
    '%s (%s) shows the configured company facts, with no placeholder left',
    async (slug, locale) => {
      const page = await site().repos.articles.bySlug(slug, locale);
      expect(page?.category).toBeNull();
      const text = `${page?.title} ${page?.description} ${page?.bodyHtml}`;
      expect(text).not.toContain('{{');
      expect(text).not.toContain('%7B%7B');
      if (slug !== 'cookies-policy' && slug !== 'terms-of-use')
        expect(page?.bodyHtml).toContain(company.address[locale]);
      expect(page?.bodyHtml).toContain(company.name[locale]);
    },
  );

  it('a changed company name shows on the next read, without importing again', async () => {
    const renamed = {
      contactEmail: 'sales@tsuzuri-soft.example',
      company: { ...company, name: { ja: '株式会社つづりソフト', en: 'Tsuzuri Soft Co., Ltd.' } },
    };
    const repos = contentRepositories(site().db, {
      placeholders: (locale) => placeholderValues(renamed, locale),
    });
    const ja = await repos.articles.bySlug('tokushoho', 'ja');
    expect(ja?.bodyHtml).toContain('<td>株式会社つづりソフト</td>');
    expect(ja?.bodyHtml).not.toContain(company.name.ja);
    expect(ja?.bodyHtml).toContain('href="mailto:sales@tsuzuri-soft.example"');
    expect((await repos.articles.bySlug('tokushoho', 'en'))?.description).toContain(
      'Tsuzuri Soft Co., Ltd.',
    );
  });

  it('an article’s search hit reads with the facts filled in', async () => {
    const file = parseArticleFile(
      'lab.md',
      '---\nslug: tsuzuri-lab-notes\ntitle: 検証ラボだより\ncategory: dvd-copy\nlocale: ja\nauthor: editorial\npublished_at: 2025-02-01\nstatus: published\n---\n{{company.name}}の検証ラボで、焼付け速度を比べました。\n',
    );
    await upsertArticle(site().db, file);
    const hits = await site().repos.articles.search('検証ラボ', 'ja', 1, 10);
    const hit = hits.items.find((h) => h.slug === 'tsuzuri-lab-notes');
    expect(hit?.snippetHtml).toContain(company.name.ja);
    expect(hit?.snippetHtml).not.toContain('{{');
  });

  it('no article can take the terms’ other name, which redirects to them', async () => {
    const file = parseArticleFile(
      'term-of-use.md',
      '---\nslug: term-of-use\ntitle: 旧規約\nlocale: ja\nauthor: editorial\npublished_at: 2025-02-01\nstatus: published\n---\n本文\n',
    );
    await expect(upsertArticle(site().db, file)).rejects.toThrow(
      '「term-of-use」はサイトが使うパスのため使えません',
    );
  });
});
