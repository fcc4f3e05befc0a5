import { contentEnv } from './env';
import { webPushSettings } from './web-push';
import { reportingSettings } from './reporting';
import { defaultSiteConfig } from './defaults';
import { type Locale, SiteConfigSchema, type SiteConfig } from './schema';

export { type CompanyFacts, SUPPORTED_LOCALES, type Locale, type SiteConfig } from './schema';

let cached: SiteConfig | undefined;

/** The validated site settings: the shipped defaults with hosts and switches from the env. */
export function siteConfig(): SiteConfig {
  if (cached) return cached;
  const env = contentEnv();
  const siteUrl = siteOrigin(env);
  const merged = {
    ...defaultSiteConfig,
    domain: env.SITE_DOMAIN ?? defaultSiteConfig.domain,
    siteUrl,
    // The backend hosts (docs/product.md#configuration) are this site until a deployment has others.
    backendHosts: { test: siteUrl, online: siteUrl },
    paymentUrl: env.PAYMENT_URL ?? null,
    contactEmail: env.CONTACT_EMAIL ?? defaultSiteConfig.contactEmail,
    locales: env.SITE_LOCALES ? env.SITE_LOCALES.split(',') : defaultSiteConfig.locales,
    languageChange: env.LANGUAGE_CHANGE
      ? ['true', '1'].includes(env.LANGUAGE_CHANGE)
      : defaultSiteConfig.languageChange,
    analyticsTagIds: env.ANALYTICS_TAG_ID
      ? { ...defaultSiteConfig.analyticsTagIds, ja: env.ANALYTICS_TAG_ID }
      : defaultSiteConfig.analyticsTagIds,
    captchaSiteKey: env.RECAPTCHA_SITE_KEY ?? defaultSiteConfig.captchaSiteKey,
    social: { x: env.SOCIAL_X, facebook: env.SOCIAL_FACEBOOK, youtube: env.SOCIAL_YOUTUBE },
    webPush: webPushSettings(env, defaultSiteConfig.webPush),
    reporting: reportingSettings(env, defaultSiteConfig.reporting),
    protectedPages: env.PROTECTED_PAGES
      ? env.PROTECTED_PAGES.split(',').filter(Boolean)
      : defaultSiteConfig.protectedPages,
  };
  const parsed = SiteConfigSchema.safeParse(merged);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid site configuration:\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}

/**
 * Where absolute links (canonical, hreflang, the sitemap, robots.txt) point: SITE_URL, else the
 * port this site listens on. A fixed :3000 default sent crawlers to a port nothing served.
 */
export function siteOrigin(env: { SITE_URL?: string; PORT: number }): string {
  return (env.SITE_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, '');
}

export function isConfiguredLocale(value: string): value is Locale {
  return (siteConfig().locales as string[]).includes(value);
}
