import { createHash } from 'node:crypto';
import { SUPPORTED_LOCALES, siteConfig } from '@tsuzuri/config';
import { z } from 'zod';
import { shownAsWritten } from '../editorial/display-name';
import { ImportFileError } from '../import/parse-file';
import { PRODUCT_PLAN_CODES } from './types';

const text = z.string().trim().min(1, 'is empty');
/** '' (or absent) = not configured; otherwise an absolute http(s) address. */
const downloadUrl = z
  .string()
  .trim()
  .default('')
  .refine((u) => u === '' || /^https?:\/\/[^\s]+$/.test(u), 'must be empty or an http(s) URL');

const ProductTextsSchema = z
  .object({
    name: shownAsWritten(text),
    pitch: text,
    description: z.string().trim().default(''),
    promo: z
      .object({ eyebrow: text, points: z.array(text).length(3, 'needs three points') })
      .strict(),
    planLabels: z.partialRecord(z.enum(PRODUCT_PLAN_CODES), shownAsWritten(text)),
    features: z.array(z.object({ title: text, body: text }).strict()).min(1),
    requirements: z.array(z.object({ label: text, value: text }).strict()).min(1),
    faq: z.array(z.object({ question: text, answer: text }).strict()),
    screenshotAlts: z.array(text),
  })
  .strict();

/** One product file (packages/content/seed/products/*.json; docs/content.md#products). */
export const ProductFileSchema = z
  .object({
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be lowercase letters, digits and hyphens'),
    appId: z.string().regex(/^[A-Za-z0-9._-]{3,64}$/, 'appId must be 3–64 letters, digits, . _ -'),
    pid: z.string().regex(/^[0-9]{3,12}$/, 'pid must be 3–12 digits'),
    sortOrder: z.number().int().default(0),
    applicationCategory: text,
    platforms: z.array(z.object({ os: z.enum(['windows', 'mac']), version: text }).strict()).min(1),
    downloadUrls: z.object({ windows: downloadUrl, mac: downloadUrl }).strict(),
    plans: z
      .array(
        z
          .object({ code: z.enum(PRODUCT_PLAN_CODES), priceJpy: z.number().int().nonnegative() })
          .strict(),
      )
      .min(1),
    screenshots: z
      .array(
        z
          .object({
            // One leading slash only: "//host" and "/\\host" are other sites to a browser.
            src: z
              .string()
              .regex(/^\/(?![/\\])[^\s\\]+$/, 'src must be a site path such as /images/…'),
            width: z.number().int().positive(),
            height: z.number().int().positive(),
          })
          .strict(),
      )
      .default([]),
    texts: z.partialRecord(z.enum(SUPPORTED_LOCALES), ProductTextsSchema),
  })
  .strict();

export type ProductFile = z.infer<typeof ProductFileSchema> & { contentHash: string };

/** Rules across fields: the default locale's texts exist, labels and alts match the lists. */
function checkConsistency(p: z.infer<typeof ProductFileSchema>): string[] {
  const problems: string[] = [];
  const defaultLocale = siteConfig().defaultLocale;
  if (!p.texts[defaultLocale])
    problems.push(`texts.${defaultLocale}: missing (the default locale)`);
  const codes = p.plans.map((x) => x.code);
  if (new Set(codes).size !== codes.length) problems.push('plans: a plan code appears twice');
  for (const [locale, t] of Object.entries(p.texts)) {
    for (const code of codes)
      if (!t.planLabels[code]) problems.push(`texts.${locale}.planLabels.${code}: missing`);
    if (t.screenshotAlts.length !== p.screenshots.length)
      problems.push(
        `texts.${locale}.screenshotAlts: ${t.screenshotAlts.length} alts for ${p.screenshots.length} screenshots`,
      );
  }
  return problems;
}

/** Reads one product file's JSON into validated fields; throws ImportFileError with every problem. */
export function parseProductFile(raw: string): ProductFile {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (e) {
    throw new ImportFileError(`not valid JSON: ${(e as Error).message}`);
  }
  return validateProductData(data);
}

/**
 * Checks a product in the file's shape (a parsed file, or what the console saves) and stamps its
 * content hash; throws ImportFileError with every problem. The one gate before upsertProduct.
 */
export function validateProductData(data: unknown): ProductFile {
  const parsed = ProductFileSchema.safeParse(data);
  if (!parsed.success)
    throw new ImportFileError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`).join('; '),
    );
  const problems = checkConsistency(parsed.data);
  if (problems.length) throw new ImportFileError(problems.join('; '));
  const contentHash = createHash('sha256').update(JSON.stringify(parsed.data)).digest('hex');
  return { ...parsed.data, contentHash };
}
