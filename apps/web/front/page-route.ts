import { AB_KEYED, assignVariants, variantsHeader } from './ab-test';
import { deviceOf, pageCacheKey, pageQuery, renderUrl } from './cache-key';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type FrontContext, rscKeyHeaders, type ServeRoute } from './context';
import { isNotFoundRender } from './next-bridge';
import { serveNotFound } from './not-found';
import { sendSmallNotFound } from './small-not-found';
import { chooseEncoding, sendEntry, sendRendered } from './respond';
import { countSearchWhenAnswered } from './search-count';
import { isHttpsRequest } from './security-headers';

/** The visitor's A/B variants (cookies set when new), device, and what the cache key and render take of them. */
function pageVariants(ctx: FrontContext, req: IncomingMessage, res: ServerResponse) {
  const ab = assignVariants(req.headers.cookie, { secure: isHttpsRequest(req, ctx.trustProxy) });
  if (ab.setCookies.length) res.setHeader('set-cookie', ab.setCookies);
  return {
    device: deviceOf(req.headers['user-agent']),
    variants: Object.fromEntries(AB_KEYED.map((k) => [k, ab.variants[k]])),
    abHeader: { 'x-tsuzuri-ab': variantsHeader(ab.variants) },
  };
}

/** The site's own not-found page (404) in the URL's locale, for a route the front answers itself. */
export const serveSiteNotFound: ServeRoute = (ctx, req, res, site) => {
  const { device, variants, abHeader } = pageVariants(ctx, req, res);
  return serveNotFound(ctx, req, res, site, device, variants, abHeader);
};

/** A page request through the cache; returns the cache state for the access log. */
export const servePage: ServeRoute = async (ctx, req, res, site) => {
  const { pathname } = site;
  const url = req.url ?? '/';
  countSearchWhenAnswered(req, res, site, ctx.searchCounts);
  const { device, variants, abHeader } = pageVariants(ctx, req, res);
  const rsc = rscKeyHeaders(req);
  const query = pageQuery(site.route);
  const key = pageCacheKey({ device, url, query, variants, rscHeaders: rsc });
  // The home page answers differently by Accept-Language when other locales are served.
  const vary = pathname === '/' && ctx.edge.configured.length > 1 ? 'Accept-Language' : undefined;

  // The not-found page's own URL is where every 404 stores that page: asked for directly it is
  // still a 404, never the stored copy as a 200. ("/not-found-page/" is Next's to redirect first.)
  if (!rsc && site.route === 'not-found-page' && !pathname.endsWith('/'))
    return serveNotFound(ctx, req, res, site, device, variants, abHeader);
  const fresh = ctx.cache.peek(key);
  if (fresh) {
    sendEntry(req, res, fresh, 'HIT', 200, vary);
    return 'HIT';
  }
  // A visitor whose request renders the page gets its encoding as soon as that is compressed.
  const encoding = chooseEncoding(req);
  const out = await ctx.cache.serve(
    key,
    () => site.tags,
    () => ctx.render(renderUrl(url, query, Boolean(rsc)), req.headers, abHeader),
    encoding === 'br' || encoding === 'gzip'
      ? {
          encoding,
          ready: (copy) => sendEntry(req, res, copy, 'MISS', 200, vary),
        }
      : undefined,
  );
  if ('entry' in out) {
    if (!res.headersSent) sendEntry(req, res, out.entry, out.state, 200, vary);
    return out.state;
  }
  // The client router asking for a page that does not exist: a plain 404 makes it load the URL
  // as a document, which the front answers below with the not-found page and its 404 status.
  if (rsc && isNotFoundRender(out.rendered)) {
    sendSmallNotFound(req, res, site);
    return out.state;
  }
  // A page load Next answered 404, or 200 with notFound() thrown after streaming began: the
  // not-found page with its 404 (a reader's browser must record the 404 either way).
  if (!isNotFoundRender(out.rendered)) {
    // A redirect (never stored) keeps the visitor's whole query, `source` and the like included.
    const redirect =
      out.rendered.status >= 300 &&
      out.rendered.status < 400 &&
      renderUrl(url, query, Boolean(rsc)) !== url;
    await sendRendered(
      req,
      res,
      redirect ? await ctx.render(url, req.headers, abHeader) : out.rendered,
      out.state,
    );
    return out.state;
  }
  return serveNotFound(ctx, req, res, site, device, variants, abHeader);
};
