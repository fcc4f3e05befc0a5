/** The brand colour: the browser's toolbar on phones (theme-color) and the manifest's. */
export const THEME_COLOR = '#1d4ed8';
/** The splash screen behind the icon while an installed site starts: the pages' white. */
export const BACKGROUND_COLOR = '#ffffff';

/** The favicon set in public/ (made by scripts/make-icons.mjs from images/logo.svg). */
export const SITE_ICONS = {
  icon: [
    { url: '/favicon.ico', sizes: '16x16 32x32' },
    { url: '/icons/icon-32.png', sizes: '32x32', type: 'image/png' },
    { url: '/favicon.svg', type: 'image/svg+xml' },
  ],
  apple: [{ url: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
};

/**
 * The web app manifest (`/manifest.webmanifest`): what a phone shows when the site is added to
 * its home screen — names in the default locale's language, icons (a maskable one for launchers
 * that cut icons to a shape), the colours, and the home page as where it starts.
 */
export function webAppManifest(texts: {
  name: string;
  shortName: string;
  description: string;
  lang: string;
}) {
  return {
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: texts.lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
