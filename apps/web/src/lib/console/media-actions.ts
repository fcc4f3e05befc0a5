'use server';

import type { MediaError, MediaItem, MediaUse } from '@tsuzuri/media';
import { z } from 'zod';
import type { ActionResult } from './action-result';
import { consoleLocale } from './locale';
import { staffAnswerAction, staffForScript } from './script-actions';
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

/** The library's refusal in the console's language, as every console write answers. */
async function refusedBy(error: MediaError, usedBy?: MediaUse[]): Promise<ActionResult<never>> {
  return { ok: false, code: error.code, message: error[await consoleLocale()], usedBy };
}

/** Edits an image's alternative text (Japanese required); pages showing it keep their HTML until saved again. */
export const updateAltAction = staffAnswerAction(
  'media.edit',
  async (ctx, id: number, alt: Record<string, string>): Promise<ActionResult<MediaItem>> => {
    const result = await (await mediaLibrary()).updateAlt(
      z.number().int().positive().parse(id),
      alt,
    );
    if (!result.ok) return refusedBy(result.error);
    await ctx.audit({
      action: 'media.alt',
      target: `media:${id}`,
      details: { alt: result.value.alt },
    });
    return { ok: true, value: result.value };
  },
);

/** Deletes an image and its files; refused while an article uses it (the answer lists them). */
export const deleteMediaAction = staffAnswerAction(
  'media.edit',
  async (ctx, id: number): Promise<ActionResult<null>> => {
    const result = await (await mediaLibrary()).delete(z.number().int().positive().parse(id));
    if (!result.ok) return refusedBy(result.error, result.usedBy);
    await ctx.audit({
      action: 'media.delete',
      target: `media:${id}`,
      details: { file: result.value.fileName },
    });
    return { ok: true, value: null };
  },
);
