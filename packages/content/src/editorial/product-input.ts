import { SUPPORTED_LOCALES, siteConfig } from '@tsuzuri/config';
import { z } from 'zod';
import { PRODUCT_PLAN_CODES } from '../products/types';
import { shownAsWritten } from './display-name';
import { SLUG_PATTERN } from './slug';

/** The highest price the console accepts for a plan, in yen (a typo guard, not a business rule). */
export const MAX_PRICE_JPY = 10_000_000;
export const MAX_LIST_ROWS = 30;
export const MAX_SCREENSHOTS = 12;

/** What a message calls a field, Japanese then English: ['製品名', 'the name']. */
type What = [ja: string, en: string];
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A required line of text of at most `max` characters. */
const line = ([ja, en]: What, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${ja}を入力してください (${capital(en)} is required)`)
    .max(max, `${ja}は${max}文字以内です (${capital(en)}: at most ${max} characters)`);
const ORDER = '表示順は0〜9999の整数で入力してください (a whole number from 0 to 9999)';
const rows = <T extends z.ZodType>(row: T, [ja, en]: What, min: number) =>
  z
    .array(row)
    .min(min, `${ja}を${min}行以上入力してください (${capital(en)}: at least ${min} row)`)
    .max(
      MAX_LIST_ROWS,
      `${ja}は${MAX_LIST_ROWS}行までです (${capital(en)}: at most ${MAX_LIST_ROWS} rows)`,
    );

/** '' = not configured (the demo's thank-you page); otherwise an https address, nothing else. */
const DownloadUrl = z
  .string()
  .trim()
  .max(500, 'URLは500文字以内です (at most 500 characters)')
  .refine(
    (u) => u === '' || (/^https:\/\/[^\s"'<>\\]+$/.test(u) && URL.canParse(u)),
    'ダウンロードURLは https:// で始まるURLか空欄です (a download URL starts with https://, or stays empty)',
  );

const PRICE_RULE = `価格は1〜${MAX_PRICE_JPY.toLocaleString('ja-JP')}円の整数で入力してください (a whole number of yen from 1 to ${MAX_PRICE_JPY.toLocaleString('en-US')})`;
/**
 * A price as typed: yen, tax included, a whole number from 1 to MAX_PRICE_JPY. Full-width
 * digits, commas, ¥ and 円 are forgiven (９，８００円 = 9800); a minus sign, a decimal point or
 * anything else is refused.
 */
const Price = z.unknown().transform((raw, ctx) => {
  const text =
    typeof raw === 'number'
      ? String(raw)
      : typeof raw === 'string' && raw.length <= 20
        ? raw.normalize('NFKC').replace(/[\s,¥円]/g, '')
        : '';
  const yen = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(yen) || yen < 1 || yen > MAX_PRICE_JPY) {
    ctx.addIssue({ code: 'custom', message: PRICE_RULE });
    return z.NEVER;
  }
  return yen;
});

const ProductTextsInput = z
  .object({
    // The names show on one line in menus, cards and the price table.
    name: shownAsWritten(line(['製品名', 'the name'], 100)),
    pitch: line(['ひとこと紹介', 'the pitch'], 300),
    description: z
      .string()
      .trim()
      .max(5000, '説明は5000文字以内です (the description: at most 5000 characters)')
      .default(''),
    promo: z
      .object({
        eyebrow: line(['おすすめ枠の見出し', 'the promo box’s eyebrow'], 100),
        points: z
          .array(line(['おすすめ枠のポイント', 'a promo point'], 200))
          .length(3, 'おすすめ枠のポイントはちょうど3行です (exactly three promo points)'),
      })
      .strict(),
    planLabels: z.partialRecord(
      z.enum(PRODUCT_PLAN_CODES),
      shownAsWritten(line(['プラン名', 'the plan name'], 50)),
    ),
    features: rows(
      z
        .object({
          title: line(['特長の見出し', 'a feature’s title'], 100),
          body: line(['特長の説明', 'a feature’s text'], 1000),
        })
        .strict(),
      ['特長', 'features'],
      1,
    ),
    requirements: rows(
      z
        .object({
          label: line(['動作環境の項目', 'a requirement’s item'], 50),
          value: line(['動作環境の内容', 'a requirement’s value'], 500),
        })
        .strict(),
      ['動作環境', 'system requirements'],
      1,
    ),
    faq: rows(
      z
        .object({
          question: line(['質問', 'the question'], 300),
          answer: line(['回答', 'the answer'], 3000),
        })
        .strict(),
      ['FAQ', 'the FAQ'],
      0,
    ),
    screenshotAlts: z
      .array(line(['スクリーンショットの代替テキスト', 'the alt text'], 300))
      .max(MAX_SCREENSHOTS),
  })
  .strict();

/** The console's product form (docs/product.md#products-in-the-console). */
export const ProductInputSchema = z
  .object({
    slug: z
      .string()
      .max(80, 'スラッグは80文字以内です (at most 80 characters)')
      .regex(
        SLUG_PATTERN,
        'スラッグは半角英小文字・数字・ハイフンで入力してください (lowercase letters, digits and hyphens only)',
      ),
    appId: z
      .string()
      .regex(
        /^[A-Za-z0-9._-]{3,64}$/,
        'アプリIDは3〜64文字の英数字と . _ - で入力してください (3 to 64 letters, digits, dots, underscores or hyphens)',
      ),
    pid: z.string().regex(/^[0-9]{3,12}$/, 'PIDは3〜12桁の数字で入力してください (3 to 12 digits)'),
    sortOrder: z.number(ORDER).int(ORDER).min(0, ORDER).max(9999, ORDER),
    applicationCategory: z
      .string()
      .regex(
        /^[A-Za-z]{3,60}$/,
        'アプリの種類は英字の schema.org 名で入力してください (a schema.org name in letters, e.g. MultimediaApplication)',
      ),
    platforms: z
      .array(
        z
          .object({
            os: z.enum(['windows', 'mac']),
            version: line(['対応バージョン', 'the versions'], 100),
          })
          .strict(),
      )
      .min(1, '対応OSを1つ以上入力してください (at least one platform)')
      .max(4),
    downloadUrls: z.object({ windows: DownloadUrl, mac: DownloadUrl }).strict(),
    plans: z
      .array(z.object({ code: z.enum(PRODUCT_PLAN_CODES), priceJpy: Price }).strict())
      .min(1, '価格を1つ以上入力してください (at least one plan needs a price)')
      .max(PRODUCT_PLAN_CODES.length),
    screenshots: z
      .array(
        z
          .object({
            src: z
              .string()
              .max(500)
              .regex(
                /^\/(?![/\\])[^\s\\"'<>]+$/,
                '画像はメディアライブラリから選んでください (choose the image from the media library)',
              ),
            width: z.number().int().min(1).max(20000),
            height: z.number().int().min(1).max(20000),
          })
          .strict(),
      )
      .max(
        MAX_SCREENSHOTS,
        `スクリーンショットは${MAX_SCREENSHOTS}枚までです (at most ${MAX_SCREENSHOTS} screenshots)`,
      ),
    texts: z.partialRecord(z.enum(SUPPORTED_LOCALES), ProductTextsInput),
  })
  .strict()
  .superRefine((p, ctx) => {
    const problem = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const main = siteConfig().defaultLocale;
    if (!p.texts[main])
      problem(
        ['texts', main],
        `既定の言語 (${main}) の文章は必須です (the texts in ${main} are required)`,
      );
    const codes = p.plans.map((x) => x.code);
    if (new Set(codes).size !== codes.length)
      problem(['plans'], '同じプランが2回あります (a plan appears twice)');
    for (const [locale, t] of Object.entries(p.texts)) {
      if (!t) continue;
      for (const code of codes)
        if (!t.planLabels[code])
          problem(
            ['texts', locale, 'planLabels', code],
            `プラン名を入力してください (the plan name is required)`,
          );
      if (t.screenshotAlts.length !== p.screenshots.length)
        problem(
          ['texts', locale, 'screenshotAlts'],
          `スクリーンショットごとに代替テキストが必要です (each screenshot needs an alt text)`,
        );
    }
  });

export type ProductInput = z.input<typeof ProductInputSchema>;
export type ProductValues = z.output<typeof ProductInputSchema>;
