/** The generic families every system has: each probed font's text is compared with all three. */
const BASE_FONTS = ['monospace', 'sans-serif', 'serif'];
/** The fonts looked for: common Windows, Mac, Linux and Japanese families. */
export const PROBED_FONTS = [
  'Arial',
  'Calibri',
  'Courier New',
  'Georgia',
  'Helvetica',
  'Segoe UI',
  'Tahoma',
  'Times New Roman',
  'Verdana',
  'Roboto',
  'Ubuntu',
  'DejaVu Sans',
  'Meiryo',
  'MS Gothic',
  'MS PGothic',
  'Yu Gothic',
  'Hiragino Sans',
  'Hiragino Kaku Gothic ProN',
  'Noto Sans CJK JP',
  'Noto Sans JP',
];
/** The probe is 4000 px wide (docs/product.md#limits-and-constants) so the 72 px test strings never wrap. */
export const FONT_PROBE_WIDTH = 4000;

/**
 * Fonts probed in one idle step: each is three spans laid out with font fallback, ~15 ms at
 * Lighthouse's 4× CPU slowdown, so a step stays well under a long task's 50 ms.
 */
export const FONTS_PER_STEP = 2;

/**
 * Which of `fonts` are installed: a font is present when text set in it measures differently from
 * a base family. Called with a few fonts at a time (FONTS_PER_STEP), so no step is a long task.
 */
export function installedFonts(doc: Document, fonts: readonly string[]): string[] {
  const probe = doc.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = `position:absolute;left:-9999px;top:0;width:${FONT_PROBE_WIDTH}px;visibility:hidden`;
  const span = (family: string) => {
    const el = doc.createElement('span');
    el.style.cssText = `font-family:${family};font-size:72px;white-space:nowrap;position:absolute`;
    el.textContent = 'mmMwWLliI0fiflO&1綴';
    probe.appendChild(el);
    return el;
  };
  const bases = BASE_FONTS.map(span);
  const probes = fonts.map((font) => BASE_FONTS.map((base) => span(`'${font}',${base}`)));
  doc.body.appendChild(probe);
  try {
    return fonts.filter((_, i) =>
      probes[i].some(
        (el, b) =>
          el.offsetWidth !== bases[b].offsetWidth || el.offsetHeight !== bases[b].offsetHeight,
      ),
    );
  } finally {
    probe.remove();
  }
}
