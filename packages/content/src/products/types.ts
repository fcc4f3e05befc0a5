/** A product as the site shows it: facts plus the texts of one locale (docs/database.md#products). */

export type ProductPlanCode = 'monthly' | 'yearly' | 'perpetual';
export const PRODUCT_PLAN_CODES = ['monthly', 'yearly', 'perpetual'] as const;

/** A price plan; priceJpy is what the visitor pays, consumption tax included. */
export type ProductPlan = { code: ProductPlanCode; priceJpy: number; label: string };

export type ProductOs = 'windows' | 'mac';

export type Product = {
  slug: string;
  appId: string;
  pid: string;
  /** The locale the texts below are in (the default locale's when the asked one has none). */
  locale: string;
  name: string;
  pitch: string;
  description: string;
  sortOrder: number;
  /** schema.org applicationCategory (MultimediaApplication, …). */
  applicationCategory: string;
  platforms: { os: ProductOs; version: string }[];
  /** null = not configured (the demo): the download endpoint serves the placeholder file. */
  downloadUrls: { windows: string | null; mac: string | null };
  plans: ProductPlan[];
  screenshots: { src: string; width: number; height: number; alt: string }[];
  features: { title: string; body: string }[];
  /** 動作環境 rows: OS, CPU, memory, disk, drives… */
  requirements: { label: string; value: string }[];
  faq: { question: string; answer: string }[];
  /** The recommended-software box in the sidebars and on the home page. */
  promo: { eyebrow: string; points: string[] };
  updatedAt: string;
};
