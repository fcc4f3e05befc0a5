import 'server-only';
import fs from 'node:fs';
import { ImageResponse } from 'next/og';
import { fontsFor } from './font';
import { textWidthEm, titleLines } from './title-lines';
import { publicFilePath } from '@/lib/public-file';

/** The card's size: what X, Facebook, LINE and Hatena show for `summary_large_image`. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

export type CardText = {
  title: string;
  /** The category's name on an article's card; the site's tagline on the site card. */
  label?: string;
  siteName: string;
};

const PAD = 72;
const TITLE_PX = 64;
const MAX_LINES = 3;
const BRAND = '#1d4ed8';

let logo: string | undefined;
/** The site's logo (public/images/logo.svg) as a data URL. */
function logoDataUrl(): string {
  if (logo) return logo;
  const file = publicFilePath('/images/logo.svg');
  const svg = file
    ? fs.readFileSync(file)
    : Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
  logo = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  return logo;
}

/**
 * A 1200×630 PNG: the title in Noto Sans JP Bold, broken between phrases and clamped to three
 * lines, the category above it, the logo and site name below (docs/product.md#social-cards).
 */
export function renderCard(card: CardText): ImageResponse {
  const lines = titleLines(card.title, (CARD_SIZE.width - 2 * PAD) / TITLE_PX, MAX_LINES);
  // A short title is set larger; the width check keeps every line inside the card.
  const widest = Math.max(...lines.map(textWidthEm), 1);
  const { fonts, family } = fontsFor(`${lines.join('')}${card.label ?? ''}${card.siteName}`);
  const size =
    lines.length === 1 ? Math.min(80, Math.floor((CARD_SIZE.width - 2 * PAD) / widest)) : TITLE_PX;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: PAD,
        background: 'linear-gradient(135deg, #ffffff 0%, #eff6ff 100%)',
        borderTop: `16px solid ${BRAND}`,
        fontFamily: family,
        color: '#0f172a',
      }}
    >
      <div style={{ display: 'flex' }}>
        {card.label ? (
          <div
            style={{
              display: 'flex',
              fontSize: 30,
              color: BRAND,
              border: `3px solid ${BRAND}`,
              borderRadius: 999,
              padding: '6px 26px',
            }}
          >
            {card.label}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', fontSize: size, lineHeight: 1.35 }}>
        {lines.map((line, i) => (
          // The lines are the layout: one element each, so the renderer never re-breaks them.
          // biome-ignore lint/suspicious/noArrayIndexKey: lines of one title, never reordered
          <div key={i} style={{ display: 'flex', whiteSpace: 'nowrap' }}>
            {line}
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 36 }}>
        <img src={logoDataUrl()} width={64} height={64} alt="" />
        <div style={{ display: 'flex', color: BRAND }}>{card.siteName}</div>
      </div>
    </div>,
    { ...CARD_SIZE, fonts },
  );
}
