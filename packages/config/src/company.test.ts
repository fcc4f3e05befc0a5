import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from './defaults';
import { SiteConfigSchema } from './schema';

describe('company facts in the site configuration', () => {
  it('ships clearly made-up demo facts that pass the schema', () => {
    expect(SiteConfigSchema.safeParse(defaultSiteConfig).success).toBe(true);
    expect(defaultSiteConfig.company.phone).toBe('03-0000-0000');
    expect(defaultSiteConfig.company.address.ja).toContain('0-0-0');
  });

  it('refuses a phone that is not a phone number and a missing English text', () => {
    const bad = SiteConfigSchema.safeParse({
      ...defaultSiteConfig,
      company: {
        ...defaultSiteConfig.company,
        phone: 'call us',
        name: { ja: '株式会社つづりソフト', en: '' },
      },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'company.name.en',
      'company.phone',
    ]);
  });
});
