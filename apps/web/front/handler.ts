import type { IncomingMessage, ServerResponse } from 'node:http';
import { loggedPath } from './access-log';
import { siteConfig } from '@tsuzuri/config';
import { readSiteUrl } from '@/lib/site-routes';
import { isReportRequest, serveReport } from './analytics';
import { shouldUseApiCache } from './api-cache';
import { serveApi } from './api-route';
import { type FrontContext, isPageRequest, setForwardedFor } from './context';
import { isConversionRoute, serveConversion } from './conversion';
import {
  answerTargetThatIsNotAPath,
  cookieSet,
  homeLocaleRedirect,
  readAbsoluteTarget,
  rejectMalformedPath,
  routeGuard,
  wwwRedirect,
} from './edge-rules';
import { servePage, serveSiteNotFound } from './page-route';
import { redirectToPlainPath } from './plain-path';
import { isPreviewRequest, servePreview } from './preview';
import { serveRedirect } from './redirects';
import { isMissingFile } from './static-files';
import { isMediaPath, serveMediaFile } from './media-files';
import { sendSmallNotFound, sendUnknownApi, wantsPage } from './small-not-found';
import { stripInternalHeaders } from './internal-headers';
import { boundUserAgent } from './user-agent';
import { guardPassthrough } from './passthrough-guard';
import type { CacheState } from './cache-state';
import { sentBytes, sentCacheState } from './respond';
import { createSecurityHeaders } from './security-headers';
import { isConsoleRequestPath } from '@/lib/console/paths';

/**
 * The front's request path, in this order (docs/architecture.md, docs/product.md#edge-rules): edge rules, then the page cache (or
 * the API-response cache), then Next. One access-log line per request.
 */
export function createFrontHandler(ctx: FrontContext) {
  const applySecurityHeaders = createSecurityHeaders(siteConfig(), ctx.trustProxy);
  return async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const started = performance.now();
    let cache: CacheState = 'BYPASS';
    res.once('finish', () => {
      // What the answer was sent with, not the variable: a hit is sent synchronously and its
      // 'finish' can come before the await that assigns the variable.
      const state = sentCacheState.get(res) ?? res.getHeader('x-page-cache') ?? cache;
      ctx.answers?.count(String(state));
      ctx.accessLog?.record(
        req.method,
        req.url,
        res.statusCode,
        sentBytes.get(res) ?? Number(res.getHeader('content-length') ?? 0),
        Math.round((performance.now() - started) * 10) / 10,
        String(state),
      );
    });
    // The door: what only the front (or a trusted proxy) may tell Next never comes from outside.
    stripInternalHeaders(req, ctx.trustProxy);
    boundUserAgent(req);
    readAbsoluteTarget(req);
    const raw = req.url ?? '/';
    const q = raw.indexOf('?');
    const pathname = q < 0 ? raw : raw.slice(0, q);
    const staffConsole = isConsoleRequestPath(pathname);
    // Before anything can write: every answer below (hit, miss, redirect, Next, error) carries them.
    const https = applySecurityHeaders(req, res, staffConsole);
    try {
      setForwardedFor(req, ctx.trustProxy);
      if (answerTargetThatIsNotAPath(req, res)) return;
      if (wwwRedirect(req, res, ctx.edge.domain, https)) return;
      if (rejectMalformedPath(res, pathname)) return;
      if (redirectToPlainPath(req, res, pathname, q < 0 ? '' : raw.slice(q + 1))) return;
      // The staff console: straight to Next, never through a cache (docs/routes.md#console).
      if (staffConsole) {
        if (guardPassthrough(req, res, pathname, ctx.log)) return;
        return await ctx.handle(req, res);
      }
      // Analytics beacons: answered here, before the page cache and Next (docs/analytics.md).
      if (isReportRequest(req.method, pathname)) return await serveReport(req, res, pathname);
      const search = q < 0 ? '' : raw.slice(q + 1);
      if (pathname === '/cookie_set')
        return cookieSet(req, res, new URLSearchParams(search), https);
      if (homeLocaleRedirect(req, res, pathname, ctx.edge)) return;
      // Old article slugs and hand-made redirects: before the cache (docs/routes.md#redirects).
      if (serveRedirect(req, res, ctx.redirects, pathname, search)) return;
      // What the request is (route, locale, cacheable, tags), read once for everything below.
      const site = readSiteUrl(pathname, search, ctx.edge);
      if (routeGuard(req, res, site, ctx.edge)) return;
      if (site.kind === 'api' && site.route === 'unknown') return sendUnknownApi(req, res);
      // The media library's files: from MEDIA_DIR, never through Next (docs/routes.md#media).
      if (isMediaPath(pathname)) return await serveMediaFile(ctx, req, res, site, pathname);
      // The build's scripts and stylesheets: from memory, compressed once (front/build-assets.ts).
      if (ctx.buildAssets?.handles(req.method, pathname))
        return await ctx.buildAssets.serve(req, res, pathname);
      // The page scripts and the site's images: from memory, kept by the browser when versioned.
      if (ctx.pageAssets?.handles(req.method, pathname))
        return await ctx.pageAssets.serve(req, res, pathname, search);
      // Download and buy links: recorded and redirected here, never cached (docs/routes.md).
      if (isConversionRoute(site)) {
        if (ctx.conversions) await serveConversion(ctx, req, res, site, ctx.conversions);
        else await serveSiteNotFound(ctx, req, res, site);
        return;
      }
      if (shouldUseApiCache(req.method, site, false, Boolean(req.headers.authorization))) {
        cache = await serveApi(ctx, req, res, site);
        return;
      }
      // A file the site does not have: the site's own 404 page for a reader's page load (the
      // page way), a small 404 for anything else (docs/routes.md#not-found).
      const missing = Boolean(ctx.publicFiles && isMissingFile(req.method, site, ctx.publicFiles));
      if (missing && !wantsPage(req)) return sendSmallNotFound(req, res, site);
      if (!missing && !isPageRequest(req, site)) {
        if (guardPassthrough(req, res, pathname, ctx.log, { page: site.cache === 'page' })) return;
        return await ctx.handle(req, res);
      }
      // A preview link: never looked up, never stored (front/preview.ts).
      if (!missing && isPreviewRequest(search)) return await servePreview(ctx.handle, req, res);
      cache = await servePage(ctx, req, res, site);
    } catch (error) {
      // The target as the access log writes it: the token of a failing subscription or console
      // link stays out of the log.
      ctx.log.error({ err: error, path: loggedPath(req.url, ctx.edge) }, 'front request failed');
      if (!res.headersSent) {
        // Last resort: let Next answer it directly (its own error page if it fails too).
        await ctx.handle(req, res).catch(() => res.writeHead(500).end());
      } else res.destroy();
    }
  };
}
