/** The vendor's products (migration 0011): facts, plans and texts per locale. */
export interface ProductsDatabase {
  products: ProductTable;
  product_plans: ProductPlanTable;
  product_texts: ProductTextTable;
}

/** A product the vendor sells (migration 0011); JSON columns hold lists read whole. */
export interface ProductTable {
  slug: string;
  app_id: string;
  pid: string;
  sort_order: number;
  /** schema.org applicationCategory, e.g. MultimediaApplication. */
  application_category: string;
  /** JSON [{ os: 'windows' | 'mac', version }]. */
  platforms: string;
  /** null = not configured (the demo). */
  download_url_windows: string | null;
  download_url_mac: string | null;
  /** JSON [{ src, width, height }]. */
  screenshots: string;
  /** Hash of the imported file; an unchanged re-import is skipped. */
  content_hash: string;
  updated_at: string;
}

export type ProductPlanCode = 'monthly' | 'yearly' | 'perpetual';

export interface ProductPlanTable {
  product_slug: string;
  code: ProductPlanCode;
  /** Yen, tax included. */
  price_jpy: number;
  sort_order: number;
}

/** A product's texts in one locale; the JSON columns are arrays/objects of strings. */
export interface ProductTextTable {
  product_slug: string;
  locale: string;
  name: string;
  pitch: string;
  description: string;
  promo_eyebrow: string;
  promo_points: string;
  plan_labels: string;
  features: string;
  requirements: string;
  faq: string;
  screenshot_alts: string;
}
