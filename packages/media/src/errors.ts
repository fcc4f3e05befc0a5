import { MEDIA_LIMITS } from './limits';

/** Why the library refused something; each has a message for the uploader, Japanese first. */
export type MediaErrorCode =
  | 'empty'
  | 'too-large'
  | 'not-an-image'
  | 'unsupported-type'
  | 'broken-image'
  | 'too-many-pixels'
  | 'too-wide'
  | 'alt-required'
  | 'alt-too-long'
  | 'bad-request'
  | 'not-found'
  | 'in-use';

export type MediaError = { code: MediaErrorCode; ja: string; en: string };

const MB = MEDIA_LIMITS.maxBytes / 1024 / 1024;
const MP = MEDIA_LIMITS.maxPixels / 1_000_000;
const SIDE = MEDIA_LIMITS.maxSide;
const ALT = MEDIA_LIMITS.maxAltLength;

const MESSAGES: Record<MediaErrorCode, Omit<MediaError, 'code'>> = {
  empty: { ja: 'ファイルが空です。', en: 'The file is empty.' },
  'too-large': {
    ja: `ファイルが大きすぎます（上限 ${MB} MB）。`,
    en: `The file is too large (at most ${MB} MB).`,
  },
  'not-an-image': {
    ja: '画像ファイルではありません。JPEG・PNG・WebP・AVIF・GIF をアップロードしてください。',
    en: 'This is not an image file. Upload a JPEG, PNG, WebP, AVIF or GIF.',
  },
  'unsupported-type': {
    ja: 'この画像形式には対応していません。JPEG・PNG・WebP・AVIF・GIF をアップロードしてください。',
    en: 'This image format is not supported. Upload a JPEG, PNG, WebP, AVIF or GIF.',
  },
  'broken-image': {
    ja: '画像を読み込めませんでした。ファイルが壊れている可能性があります。',
    en: 'The image could not be read; the file may be damaged.',
  },
  'too-many-pixels': {
    ja: `画像の画素数が多すぎます（上限 ${MP} メガピクセル、アニメーションは全フレームの合計）。`,
    en: `The image has too many pixels (at most ${MP} megapixels, all frames of an animation together).`,
  },
  'too-wide': {
    ja: `画像の幅または高さが大きすぎます（上限 ${SIDE} ピクセル）。`,
    en: `The image is too wide or too tall (at most ${SIDE} pixels a side).`,
  },
  'alt-required': {
    ja: '代替テキスト（日本語）を入力してください。画像が見えない読者に内容を伝えます。',
    en: 'Enter the alternative text (Japanese): it tells readers who cannot see the image what it shows.',
  },
  'alt-too-long': {
    ja: `代替テキストは ${ALT} 文字以内にしてください。`,
    en: `The alternative text must be at most ${ALT} characters.`,
  },
  'bad-request': {
    ja: 'アップロードの形式が正しくありません。',
    en: 'The upload request is malformed.',
  },
  'not-found': { ja: '画像が見つかりません。', en: 'No such image.' },
  'in-use': {
    ja: 'この画像は使われているため削除できません。使っているところから先に外してください。',
    en: 'This image is in use and cannot be deleted; remove it where it is used first.',
  },
};

export const mediaError = (code: MediaErrorCode): MediaError => ({ code, ...MESSAGES[code] });

export type MediaResult<T> = { ok: true; value: T } | { ok: false; error: MediaError };
export const refused = <T>(code: MediaErrorCode): MediaResult<T> => ({
  ok: false,
  error: mediaError(code),
});
