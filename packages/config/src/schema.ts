import { z } from 'zod';

/** Locales that have complete message bundles; a configured locale must be one of these. */
export const SUPPORTED_LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

const TopArticle = z.object({
  image: z.string().startsWith('/'),
  /** Message keys under `topArticles.` in the locale bundles: the label and the link. */
  labelKey: z.string().min(1),
  linkKey: z.string().min(1),
});

/** A text shown in both languages (the Japanese is the legal original). */
const Bilingual = z.object({ ja: z.string().trim().min(1), en: z.string().trim().min(1) });

/**
 * The operator's company facts that the legal pages show through placeholders such as
 * `{{company.name}}` (docs/content.md#placeholders); the e-mail address is `contactEmail`.
 */
const Company = z.object({
  name: Bilingual,
  /** 代表者: the representative director. */
  representative: Bilingual,
  /** 運営統括責任者: the person responsible for the online shop (特定商取引法). */
  responsiblePerson: Bilingual,
  /** Postal address, postcode included, as each language writes it. */
  address: Bilingual,
  phone: z.string().regex(/^\+?[0-9][0-9-]{8,15}$/, 'must be a phone number like 03-1234-5678'),
  founded: Bilingual,
  capital: Bilingual,
  /** The countries where personal data is kept (the privacy policy must name them). */
  dataCountries: Bilingual,
});

/** The site settings (docs/product.md#configuration), typed and validated. */
export const SiteConfigSchema = z
  .object({
    siteName: z.string().min(1),
    domain: z.string().min(1),
    siteUrl: z.url(),
    contactEmail: z.email(),
    backendHosts: z.object({ test: z.url(), online: z.url() }),
    /** Where the buy links lead (PAYMENT_URL), or null for the product's plans section. */
    paymentUrl: z.url({ protocol: /^https?$/ }).nullable(),
    reporting: z.object({
      isOpen: z.boolean(),
      /** Report hosts ('' = this site); the test one is used when testEnvironment is on. */
      testApi: z.union([z.url(), z.literal('')]),
      onlineApi: z.union([z.url(), z.literal('')]),
      installerName: z.string(),
      /** The test environment: reports go to testApi and tracker cookie names carry the test_ prefix. */
      testEnvironment: z.boolean(),
      /** Report to the older form-encoded /v2/report instead of /api/web/report. */
      legacy: z.boolean(),
      /** Hosts (subdomains included) whose links count as outbound and carry the visitor's ids. */
      outboundDomains: z.array(z.string().min(1)),
      /** Hosts, or host+path prefixes (`partner.example/affiliate`), never counted as outbound. */
      outboundExclusions: z.array(z.string().min(1)),
    }),
    iconFlag: z.boolean(),
    locales: z.array(z.enum(SUPPORTED_LOCALES)).min(1),
    defaultLocale: z.enum(SUPPORTED_LOCALES),
    adInfo: z.boolean(),
    shareWidget: z.object({
      enabled: z.boolean(),
      services: z.array(z.enum(['x', 'facebook', 'line', 'hatena'])),
    }),
    /** Analytics tag id per locale ("" or missing = no tag). */
    analyticsTagIds: z.record(z.string(), z.string()),
    webPush: z.object({
      isOpen: z.boolean(),
      publicKey: z.string(),
      appId: z.string(),
      blockedPages: z.array(z.string()),
      checkoutBlocked: z.boolean(),
      /** Base URL of the push service the browser registers with ('' = this site). */
      serviceUrl: z.union([z.url(), z.literal('')]),
    }),
    googlePages: z.array(z.string()),
    signInClientId: z.string(),
    softwareDownloadUrl: z.string().startsWith('/'),
    buyUrls: z.object({
      checkout: z.string().startsWith('/'),
      subscribe: z.string().startsWith('/'),
    }),
    captchaSiteKey: z.string(),
    logoName: z.string(),
    endWithObliquePages: z.array(z.string()),
    languageChange: z.boolean(),
    cacheHostNames: z.array(z.string()),
    needReview: z.boolean(),
    closeRecommend: z.number().int().nonnegative(),
    topArticles: z.array(TopArticle).length(9),
    adultUrls: z.array(z.string()),
    social: z.object({
      x: z.url().optional(),
      facebook: z.url().optional(),
      youtube: z.url().optional(),
    }),
    /** Route names guarded by the token cookie (empty by default; docs/product.md#route-guard). */
    protectedPages: z.array(z.string()),
    pageSize: z.number().int().min(1).max(100),
    /** Days of page views behind the popularity rankings (a rolling window). */
    popularWindowDays: z.number().int().min(1).max(365),
    company: Company,
  })
  .refine((c) => c.locales.includes(c.defaultLocale), {
    message: 'defaultLocale must be one of locales',
  });

export type SiteConfig = z.infer<typeof SiteConfigSchema>;
export type CompanyFacts = SiteConfig['company'];
