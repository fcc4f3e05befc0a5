/** Class names ad blockers' cosmetic filters hide (from the common EasyList element rules). */
export const AD_BAITS = [
  'adsbox',
  'ad-banner',
  'adsbygoogle',
  'ad-container',
  'banner-ad',
  'sponsored-ad',
  'ad_box',
  'textAd',
  'pub_300x250',
  'advertisement',
];
/** More than this share of baits hidden means a blocker is active (over 60 percent; docs/product.md#limits-and-constants). */
export const AD_BLOCK_THRESHOLD = 0.6;

/** Inserts the bait elements, counts how many a stylesheet hid, and removes them again. */
export function detectAdBlock(doc: Document): boolean {
  const holder = doc.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  holder.style.cssText = 'position:absolute;left:-9999px;top:0';
  const baits = AD_BAITS.map((name) => {
    const bait = doc.createElement('div');
    bait.className = name;
    bait.textContent = '\u00a0';
    holder.appendChild(bait);
    return bait;
  });
  doc.body.appendChild(holder);
  try {
    const view = doc.defaultView;
    const hidden = baits.filter((bait) => {
      const style = view?.getComputedStyle(bait);
      return style ? style.display === 'none' || style.visibility === 'hidden' : false;
    }).length;
    return hidden / baits.length > AD_BLOCK_THRESHOLD;
  } finally {
    holder.remove();
  }
}
