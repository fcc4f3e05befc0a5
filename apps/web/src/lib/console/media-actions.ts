'use server';

import { getDb } from '@tsuzuri/db';
import { mediaRepository } from '@tsuzuri/media';
import { z } from 'zod';
import { requireStaff } from './guard';

/** What the article screen's picker needs of a library image. */
export type PickerImage = {
  id: number;
  src: string;
  /** The smallest WebP: what the picker's grid shows. */
  thumb: string;
  alt: Record<string, string>;
  width: number;
  height: number;
};

/** The library, newest first, filtered by words (file name, alt text); the first 40. */
export async function listMediaAction(q: string): Promise<PickerImage[]> {
  await requireStaff('media.view');
  const page = await mediaRepository(await getDb()).list({
    q: z.string().max(200).parse(q).trim(),
    perPage: 40,
  });
  return page.items.map((item) => ({
    id: item.id,
    src: item.src,
    thumb: item.variants.find((v) => v.format === 'webp')?.url ?? item.src,
    alt: item.alt,
    width: item.width,
    height: item.height,
  }));
}
