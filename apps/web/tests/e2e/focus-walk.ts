import type { Page } from '@playwright/test';

/**
 * WCAG 2.2's "Focus Not Obscured": walks the keyboard focus with Tab or Shift+Tab from where it
 * is and, at each stop, looks at what is drawn at the focused element's leading edge (its bottom
 * going down, its top going up). Hidden means one of the `sticky` parts (a sticky header, a save
 * bar, a fixed button) is drawn there. Run with reduced motion, so each stop has finished
 * scrolling when it is looked at. Stops at the page's end, or going up at the first sticky part
 * (the header) reached; focus inside a sticky part is not looked at.
 */
export async function walkFocus(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  sticky: string[],
  maxSteps = 150,
): Promise<{ looked: number; hidden: string[] }> {
  const hidden: string[] = [];
  let looked = 0;
  for (let step = 0; step < maxSteps; step++) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(
      async ({ up, selector }) => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const el = document.activeElement;
        if (!el || el === document.body) return 'end';
        if (el.closest(selector)) return 'sticky';
        const box = el.getBoundingClientRect();
        const within = (v: number, max: number) => Math.min(Math.max(v, 0), max - 1);
        const x = within(box.left + Math.min(box.width / 2, 24), innerWidth);
        const edge = up ? box.top + 1 : box.bottom - 1;
        const over = document.elementFromPoint(x, within(edge, innerHeight))?.closest(selector);
        if (!over) return 'clear';
        const name = (el.textContent || el.getAttribute('aria-label') || el.tagName).trim();
        return `"${name.slice(0, 30)}" ${up ? 'top' : 'bottom'} at ${Math.round(edge)} px, under ${over.tagName.toLowerCase()}.${over.classList[0] ?? ''}`;
      },
      { up: key === 'Shift+Tab', selector: sticky.join(', ') },
    );
    if (stop === 'end' || (stop === 'sticky' && key === 'Shift+Tab')) break;
    if (stop === 'sticky') continue;
    looked++;
    if (stop !== 'clear') hidden.push(stop);
  }
  return { looked, hidden };
}
