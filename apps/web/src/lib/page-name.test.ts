import { describe, expect, it } from 'vitest';
import { trackingPageName } from './page-name';

const locales = ['ja', 'en'];

describe('trackingPageName', () => {
  it('names the home page index, with or without a locale prefix', () => {
    expect(trackingPageName('/', locales)).toBe('index');
    expect(trackingPageName('/en', locales)).toBe('index');
  });
  it('collapses every blog page to blog', () => {
    expect(trackingPageName('/blog', locales)).toBe('blog');
    expect(trackingPageName('/en/blog/3', locales)).toBe('blog');
  });
  it('collapses the latest and popularity rankings to index', () => {
    expect(trackingPageName('/by-latest/2', locales)).toBe('index');
    expect(trackingPageName('/by-popularity', locales)).toBe('index');
  });
  it('drops a trailing -new with one or two digits from article names', () => {
    expect(trackingPageName('/dvd-copy-guide-new3', locales)).toBe('dvd_copy_guide');
    expect(trackingPageName('/dvd-copy-guide-new12', locales)).toBe('dvd_copy_guide');
    expect(trackingPageName('/dvd-copy-guide-new123', locales)).toBe('dvd_copy_guide_new123');
    expect(trackingPageName('/renew-guide', locales)).toBe('renew_guide');
  });
  it('turns hyphens into underscores and ignores an article id segment', () => {
    expect(trackingPageName('/privacy-policy', locales)).toBe('privacy_policy');
    expect(trackingPageName('/en/blu-ray-copy-howto/42', locales)).toBe('blu_ray_copy_howto');
  });
  it('treats an unconfigured locale segment as a page name', () => {
    expect(trackingPageName('/fr/contact', ['ja'])).toBe('fr');
  });
});
