'use server';

import type { MediaItem } from '@tsuzuri/media';
import { z } from 'zod';
import { staffAction } from './guard';
import { isSignedOut, SIGNED_OUT, staffForScript } from './script-actions';
import { SIGNED_OUT_CODE } from './signed-out';
import { mediaLibrary } from '@/lib/media-library';

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
  if (!(await staffForScript('media.view'))) return []; // signed out: never a redirect away
  const page = await (await mediaLibrary()).list({
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

/** The media screen's answer: done, or the library's own message in both languages. */
export type MediaAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; ja: string; en: string; usedBy?: string[]; code?: typeof SIGNED_OUT_CODE };

/** Signed out while the media screen was open: said, never a redirect (script-actions.ts). */
const signedOutMedia = () => ({ ok: false as const, code: SIGNED_OUT_CODE, ...SIGNED_OUT });

/** Edits an image's alternative text (Japanese required); pages showing it keep their HTML until saved again. */
export async function updateAltAction(
  id: number,
  alt: Record<string, string>,
): Promise<MediaAnswer<MediaItem>> {
  return (await isSignedOut()) ? signedOutMedia() : updateAlt(id, alt);
}
const updateAlt = staffAction(
  'media.edit',
  async (ctx, id: number, alt: Record<string, string>): Promise<MediaAnswer<MediaItem>> => {
    const result = await (await mediaLibrary()).updateAlt(
      z.number().int().positive().parse(id),
      alt,
    );
    if (!result.ok) return { ok: false, ja: result.error.ja, en: result.error.en };
    await ctx.audit({
      action: 'media.alt',
      target: `media:${id}`,
      details: { alt: result.value.alt },
    });
    return { ok: true, value: result.value };
  },
);

/** Deletes an image and its files; refused while an article uses it (the answer lists them). */
export async function deleteMediaAction(id: number): Promise<MediaAnswer<null>> {
  return (await isSignedOut()) ? signedOutMedia() : deleteMedia(id);
}
const deleteMedia = staffAction(
  'media.edit',
  async (ctx, id: number): Promise<MediaAnswer<null>> => {
    const result = await (await mediaLibrary()).delete(z.number().int().positive().parse(id));
    if (!result.ok)
      return {
        ok: false,
        ja: result.error.ja,
        en: result.error.en,
        usedBy: result.usedBy?.map((u) => `${u.locale}:/${u.slug}`),
      };
    await ctx.audit({
      action: 'media.delete',
      target: `media:${id}`,
      details: { file: result.value.fileName },
    });
    return { ok: true, value: null };
  },
);
