/**
 * What an editor pastes (a watch page, a share link, an embed URL) → the embed URL the
 * article stores in an <iframe>. The public HTML pipeline keeps only iframes on its allow-list
 * and turns them into click-to-play previews (packages/content/src/html/embeds.ts), so this
 * only has to find the video; anything it does not recognise is refused here, with a message,
 * rather than silently dropped at save.
 */
export function videoEmbedUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const id = (value: string | null | undefined) =>
    value && /^[\w-]{6,20}$/.test(value) ? value : null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const embedded = /^\/(?:embed|shorts|live)\/([\w-]+)/.exec(url.pathname)?.[1];
    const video = id(embedded ?? url.searchParams.get('v'));
    return video ? `https://www.youtube.com/embed/${video}` : null;
  }
  if (host === 'youtu.be') {
    const video = id(url.pathname.slice(1));
    return video ? `https://www.youtube.com/embed/${video}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const video = /^\/(?:video\/)?(\d+)/.exec(url.pathname)?.[1];
    return video ? `https://player.vimeo.com/video/${video}` : null;
  }
  if (host === 'dailymotion.com' || host === 'dai.ly') {
    const video = /^\/(?:embed\/)?(?:video\/)?([a-zA-Z0-9]+)/.exec(url.pathname)?.[1];
    return video ? `https://www.dailymotion.com/embed/video/${video}` : null;
  }
  return null;
}
