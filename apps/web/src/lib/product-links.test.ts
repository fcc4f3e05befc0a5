import { describe, expect, it } from 'vitest';
import { buyHref, downloadHref, formatYen } from './product-links';

describe('product links', () => {
  const product = { pid: '10421' };
  it('puts the pid on the download link and pid + plan on the buy links', () => {
    expect(downloadHref(product)).toBe('/mlink/download.php?pid=10421');
    expect(buyHref(product, 'perpetual')).toBe('/checkout.htm?pid=10421&plan=perpetual');
    expect(buyHref(product, 'yearly')).toBe('/order/subscribe.php?pid=10421&plan=yearly');
    expect(buyHref(product, 'monthly')).toBe('/order/subscribe.php?pid=10421&plan=monthly');
  });
  it('writes yen the way each language does', () => {
    expect(formatYen(9980, 'ja')).toBe('9,980円');
    expect(formatYen(12980, 'en')).toBe('¥12,980');
  });
});
