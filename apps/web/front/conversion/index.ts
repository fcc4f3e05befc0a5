import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ConversionInput } from '@tsuzuri/analytics';
import { firstInWindow } from '@/lib/abuse/first-in-window';
import { visitorFromHeaders } from '@/lib/abuse/visitor-address';
import { clientPlatform } from '@/lib/client-platform';
import { CONVERSION_ROUTES, type ConversionRouteName, type SiteUrl } from '@/lib/site-routes';
import { isBot } from '@/lib/views/bots';
import type { FrontContext } from '../context';
import { serveSiteNotFound } from '../page-route';
import type { CacheState } from '../cache-state';
import { readAttribution } from './attribution';
import type { ConversionDeps } from './deps';
import { downloadDestination, purchaseDestination } from './destination';
import { type FindProduct, productRefOf } from './products';
import { sourcePage } from './source-page';

/** The plans each buy path sells, and the one it means when the link names none. */
const PLANS: Record<string, { allowed: readonly string[]; implied: string | null }> = {
  'checkout.htm': { allowed: ['perpetual'], implied: 'perpetual' },
  'order/subscribe.php': { allowed: ['monthly', 'yearly'], implied: null },
};

export const isConversionRoute = (
  site: SiteUrl,
): site is SiteUrl & { route: ConversionRouteName } => Object.hasOwn(CONVERSION_ROUTES, site.route);

/** A browser's or Next's prefetch of the link: not a click, so it is neither recorded nor redirected. */
const isPrefetch = (req: IncomingMessage) =>
  Boolean(req.headers['next-router-prefetch']) ||
  /prefetch|prerender/i.test(String(req.headers['sec-purpose'] ?? req.headers.purpose ?? ''));

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store', 'content-length': 0 }).end();
}

/**
 * `/mlink/download.php` and the buy paths (docs/product.md#download-and-buy): find the product
 * (and plan), record the click (readers only, committed before the answer; a failing database
 * is logged and the reader still goes on), then 302. An unknown product or plan gets the site's
 * own not-found page in the locale of the link, or of the page it was clicked on.
 */
export async function serveConversion(
  ctx: FrontContext,
  req: IncomingMessage,
  res: ServerResponse,
  site: SiteUrl & { route: ConversionRouteName },
  deps: ConversionDeps,
): Promise<CacheState> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res
      .writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store', 'content-length': 0 })
      .end();
    return 'BYPASS';
  }
  if (isPrefetch(req)) {
    res.writeHead(204, { 'cache-control': 'no-store' }).end();
    return 'BYPASS';
  }
  const raw = req.url ?? '';
  const query = new URLSearchParams(raw.includes('?') ? raw.slice(raw.indexOf('?') + 1) : '');
  const source = sourcePage(query, req.headers, { ...ctx.edge });
  const locale =
    site.prefix ??
    (source && ctx.edge.configured.includes(source.locale) ? source.locale : site.locale);
  const locales = { locale, defaultLocale: ctx.edge.defaultLocale };
  const notFound = () => serveSiteNotFound(ctx, req, res, { ...site, locale });

  const ref = productRefOf(query);
  if (ref === 'invalid') return notFound();
  let product: Awaited<ReturnType<FindProduct>>;
  try {
    product = await deps.findProduct(ref, locale);
  } catch (err) {
    ctx.log.error(
      { err, path: site.pathname },
      'product lookup failed; the reader was asked to retry',
    );
    res.writeHead(503, {
      'retry-after': '5',
      'cache-control': 'no-store',
      'content-type': 'text/plain; charset=utf-8',
    });
    res.end('Temporarily unavailable: please try again in a moment.');
    return 'BYPASS';
  }
  if (!product) return notFound();

  const kind = CONVERSION_ROUTES[site.route];
  let plan: string | null = null;
  if (kind === 'purchase') {
    const rule = PLANS[site.route];
    plan = query.get('plan') ?? rule.implied;
    const offered = product.plans.some((p) => p.code === plan);
    if (!plan || !rule.allowed.includes(plan) || !offered) return notFound();
  }

  const { os } = clientPlatform(req.headers);
  const attribution = readAttribution(query, req.headers.cookie, deps.testEnvironment);
  // A HEAD (link checkers) and a bot are answered, never counted; a repeated click counts once.
  if (
    req.method === 'GET' &&
    !isBot(req.headers['user-agent']) &&
    (await firstClick(ctx, deps, req, `${kind}|${product.pid}|${plan ?? ''}`))
  ) {
    await recordOrLog(ctx, deps, {
      at: new Date(),
      kind,
      pid: product.pid,
      plan,
      os,
      page: source,
      attribution: {
        adChannel: attribution.ad_channel,
        orderTag: attribution.order_tag,
        trafficType: attribution.traffic_type,
      },
    });
  }
  redirect(
    res,
    kind === 'download'
      ? downloadDestination(product, os, locales)
      : purchaseDestination(product, plan as string, attribution, deps.paymentUrl, locales),
  );
  return 'BYPASS';
}

/**
 * Whether this is the address's first click on the link in its window (CONVERSION_WINDOW_MS).
 * A limiter that fails (Redis away) counts the click rather than lose a reader's.
 */
async function firstClick(
  ctx: FrontContext,
  deps: ConversionDeps,
  req: IncomingMessage,
  link: string,
): Promise<boolean> {
  return firstInWindow(deps.clicks, visitorFromHeaders(req.headers).ip, link, (err) =>
    ctx.log.error({ err }, 'repeated-click check failed; the click is recorded'),
  );
}

/** Waits for the record, at most recordTimeoutMs; a failure or a timeout is logged, never the reader's problem. */
async function recordOrLog(
  ctx: FrontContext,
  deps: ConversionDeps,
  input: ConversionInput,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('the database did not answer in time')),
      deps.recordTimeoutMs ?? 2_000,
    );
  });
  try {
    await Promise.race([deps.record(input), timeout]);
  } catch (err) {
    ctx.log.error(
      { err, kind: input.kind, pid: input.pid },
      'conversion not recorded; the reader was redirected anyway',
    );
  } finally {
    clearTimeout(timer);
  }
}
