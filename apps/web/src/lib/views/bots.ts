/**
 * User agents that are not readers: crawlers, link previews, monitors, headless browsers, our
 * own cache warmer. Their page views are not counted.
 */
const BOT_UA =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|discord|preview|monitor|pingdom|uptime|lighthouse|pagespeed|headless|phantomjs|puppeteer|playwright|selenium|curl|wget|python-requests|python-urllib|go-http-client|java\/|okhttp|axios|node-fetch|undici|httpclient|tsuzuricachewarmer/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || userAgent.length < 10 || BOT_UA.test(userAgent);
}
