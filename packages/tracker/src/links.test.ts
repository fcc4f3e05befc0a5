// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createCookieJar } from './cookies';
import { classifyLink, decorateOutboundLinks, outboundUrl } from './links';
import { clearCookies, pageConfig } from './testing';

const rules = pageConfig();
const here = 'localhost:3000';

describe('outboundUrl', () => {
  it('is an absolute http(s) link to a configured domain or its subdomain, on another host', () => {
    expect(outboundUrl('https://store.tsuzuri.example/buy', rules, here)?.hostname).toBe(
      'store.tsuzuri.example',
    );
    expect(outboundUrl('http://partner.example/', rules, here)).toBeDefined();
  });
  it('is not a relative link, another scheme, the current host or an unlisted domain', () => {
    expect(outboundUrl('/dvd-copy', rules, here)).toBeUndefined();
    expect(outboundUrl('//store.tsuzuri.example/x', rules, here)).toBeUndefined();
    expect(outboundUrl('mailto:support@tsuzuri.example', rules, here)).toBeUndefined();
    expect(outboundUrl('https://tsuzuri.example/x', rules, 'tsuzuri.example')).toBeUndefined();
    expect(outboundUrl('https://eviltsuzuri.example/x', rules, here)).toBeUndefined();
    expect(outboundUrl('https://youtube.com/watch', rules, here)).toBeUndefined();
  });
  it('is not an excluded host or host+path prefix', () => {
    expect(outboundUrl('https://help.tsuzuri.example/faq', rules, here)).toBeUndefined();
    expect(outboundUrl('https://partner.example/affiliate/42', rules, here)).toBeUndefined();
    expect(outboundUrl('https://partner.example/products', rules, here)).toBeDefined();
  });
});

describe('classifyLink', () => {
  it('recognises downloads and purchases by path, on any host, before outbound', () => {
    expect(classifyLink('/mlink/download.php?pid=7', rules, location)?.kind).toBe('download');
    expect(classifyLink('https://store.tsuzuri.example/checkout.htm', rules, location)?.kind).toBe(
      'purchase',
    );
    expect(classifyLink('/order/subscribe.php', rules, location)?.kind).toBe('purchase');
    expect(classifyLink('https://store.tsuzuri.example/', rules, location)?.kind).toBe('outbound');
    expect(classifyLink('/mlink/download.php.bak', rules, location)).toBeUndefined();
    expect(classifyLink('/blog', rules, location)).toBeUndefined();
    expect(classifyLink('javascript:void(0)', rules, location)).toBeUndefined();
  });
});

describe('decorateOutboundLinks', () => {
  beforeEach(() => clearCookies());

  it('appends the visitor and session ids to outbound links only, and refreshes rather than repeats them', () => {
    document.body.innerHTML = `
      <a id="out" href="https://store.tsuzuri.example/buy?item=1">store</a>
      <a id="excluded" href="https://help.tsuzuri.example/faq">help</a>
      <a id="inside" href="/dvd-copy">inside</a>`;
    const jar = createCookieJar(document, { testEnv: false, domain: '' });
    jar.set('guid', 'visitor1');
    jar.set('s_id', 'session1');
    decorateOutboundLinks(document, rules, jar);
    jar.set('s_id', 'session2');
    decorateOutboundLinks(document, rules, jar);
    expect(document.getElementById('out')?.getAttribute('href')).toBe(
      'https://store.tsuzuri.example/buy?item=1&guid=visitor1&s_id=session2',
    );
    expect(document.getElementById('excluded')?.getAttribute('href')).toBe(
      'https://help.tsuzuri.example/faq',
    );
    expect(document.getElementById('inside')?.getAttribute('href')).toBe('/dvd-copy');
  });
});
