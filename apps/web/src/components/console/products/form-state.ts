import type { ProductInput } from '@tsuzuri/content/editorial';

/**
 * The product form's state: what a non-engineer edits, as strings where they type (a price is
 * what they typed until the server judges it). draftOf/inputOf convert to and from the save's
 * input; the server validates everything again (never trust this side).
 */
export const PLAN_CODES = ['monthly', 'yearly', 'perpetual'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

type Texts = NonNullable<ProductInput['texts'][string & keyof ProductInput['texts']]>;
export type LocaleDraft = {
  name: string;
  pitch: string;
  description: string;
  eyebrow: string;
  points: { text: string }[];
  labels: Record<PlanCode, string>;
  features: { title: string; body: string }[];
  requirements: { label: string; value: string }[];
  faq: { question: string; answer: string }[];
  alts: string[];
};
export type ProductDraft = {
  slug: string;
  appId: string;
  pid: string;
  sortOrder: string;
  applicationCategory: string;
  platforms: { os: 'windows' | 'mac'; version: string }[];
  downloads: { windows: string; mac: string };
  prices: Record<PlanCode, string>;
  screenshots: { src: string; width: number; height: number }[];
  texts: Record<string, LocaleDraft>;
};

function localeDraft(t: Texts | undefined, shots: number): LocaleDraft {
  const labels = (t?.planLabels ?? {}) as Partial<Record<PlanCode, string>>;
  return {
    name: t?.name ?? '',
    pitch: t?.pitch ?? '',
    description: t?.description ?? '',
    eyebrow: t?.promo.eyebrow ?? '',
    points: (t?.promo.points ?? ['', '', '']).map((text) => ({ text })),
    labels: {
      monthly: labels.monthly ?? '',
      yearly: labels.yearly ?? '',
      perpetual: labels.perpetual ?? '',
    },
    features: t?.features ?? [{ title: '', body: '' }],
    requirements: t?.requirements ?? [{ label: 'OS', value: '' }],
    faq: t?.faq ?? [],
    alts: t?.screenshotAlts ?? Array(shots).fill(''),
  };
}

export function draftOf(p: ProductInput | undefined, locales: readonly string[]): ProductDraft {
  const prices = Object.fromEntries(
    PLAN_CODES.map((code) => [code, String(p?.plans.find((x) => x.code === code)?.priceJpy ?? '')]),
  ) as Record<PlanCode, string>;
  const shots = p?.screenshots ?? [];
  return {
    slug: p?.slug ?? '',
    appId: p?.appId ?? '',
    pid: p?.pid ?? '',
    sortOrder: String(p?.sortOrder ?? 0),
    applicationCategory: p?.applicationCategory ?? 'MultimediaApplication',
    platforms: p?.platforms ?? [{ os: 'windows', version: '' }],
    downloads: { windows: p?.downloadUrls.windows ?? '', mac: p?.downloadUrls.mac ?? '' },
    prices,
    screenshots: shots,
    texts: Object.fromEntries(
      locales.map((l) => [
        l,
        localeDraft(p?.texts[l as keyof ProductInput['texts']], shots.length),
      ]),
    ),
  };
}

/** The plans a draft sells (a price typed), in the order the save sends them. */
const offeredPlans = (d: ProductDraft) => PLAN_CODES.filter((code) => d.prices[code].trim() !== '');

/**
 * A refused field's path in the form's own terms. The save sends only the offered plans, as a
 * list ('plans.0.priceJpy' is the first price typed); the form shows them by code.
 */
export function draftPath(path: string, sent: ProductDraft): string {
  const plan = /^plans\.(\d+)(\..+)?$/.exec(path);
  const code = plan && offeredPlans(sent)[Number(plan[1])];
  return code ? `plans.${code}${plan[2] ?? ''}` : path;
}

/** The save's input: offered plans only, locales with a name (and always the first one). */
export function inputOf(d: ProductDraft, locales: readonly string[]): ProductInput {
  const offered = offeredPlans(d);
  const texts = Object.fromEntries(
    Object.entries(d.texts)
      .filter(([locale, t]) => locale === locales[0] || t.name.trim() !== '')
      .map(([locale, t]) => [
        locale,
        {
          name: t.name,
          pitch: t.pitch,
          description: t.description,
          promo: { eyebrow: t.eyebrow, points: t.points.map((p) => p.text) },
          planLabels: Object.fromEntries(offered.map((code) => [code, t.labels[code]])),
          features: t.features,
          requirements: t.requirements,
          faq: t.faq,
          screenshotAlts: t.alts,
        },
      ]),
  );
  return {
    slug: d.slug.trim(),
    appId: d.appId.trim(),
    pid: d.pid.trim(),
    // Not a number stays not a number: the server says so instead of quietly saving 0.
    sortOrder: /^\d+$/.test(d.sortOrder.trim()) ? Number(d.sortOrder) : Number.NaN,
    applicationCategory: d.applicationCategory.trim(),
    platforms: d.platforms,
    downloadUrls: d.downloads,
    plans: offered.map((code) => ({ code, priceJpy: d.prices[code] })),
    screenshots: d.screenshots,
    texts,
  };
}
