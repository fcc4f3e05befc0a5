vcl 4.1;
# Tsuzuri's edge cache: Varnish 7.1 (Debian `varnish`) with xkey (Debian `varnish-modules`) in
# front of the web instances. The production config; `npm run start:edge` and the edge test run
# this same file. What it promises and why: docs/caching.md#the-edge.
#
# It keeps the front's rules (apps/web/front): the same cache key (cache-key.ts, ab-test.ts,
# context.ts), the same rule for what is stored (the front marks every page it stored with
# Surrogate-Control and its tags; nothing else is), and purges by tag (xkey) from the purge relay
# (apps/web/edge/purge-relay.ts), which follows the same feed the fronts follow.

import std;
import xkey;
import header;
import directors;

# Who may purge: the relay, on this machine only.
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_init {
  new web = directors.round_robin();
  call tsuzuri_backends;
}

# The web instances: `backends.vcl` (found on vcl_path) defines them and a
# `sub tsuzuri_backends` that adds each one to the `web` director. Example: backends.example.vcl.
include "backends.vcl";

sub vcl_recv {
  set req.backend_hint = web.backend();
  # Stale-while-revalidate: while a web instance answers, a stale copy is served (and refreshed
  # in the background) for at most this long after it expired; while none does, for the whole
  # grace the front gave it (stale-if-error, see vcl_backend_response).
  if (std.healthy(req.backend_hint)) {
    set req.grace = 30s;
  }
  # Never trust these from outside: the fronts (TRUST_PROXY=1 behind this edge) build absolute
  # URLs and the visitor's address from them, and a page rendered from a forged host would be
  # stored for everyone. X-Forwarded-Proto is set by the TLS terminator in front (or nobody).
  unset req.http.X-Forwarded-Host;
  unset req.http.X-Forwarded-Port;
  unset req.http.Forwarded;
  unset req.http.X-Real-IP;
  if (req.http.X-Forwarded-Proto != "https") {
    unset req.http.X-Forwarded-Proto;
  }
  unset req.http.X-Edge-Url;
  unset req.http.X-Edge-Device;
  unset req.http.X-Edge-Ab;
  unset req.http.X-Edge-Set-Ab;
  unset req.http.X-Edge-State;
  unset req.http.X-Edge-Add;

  # Purges from the relay: PURGE with `xkey-purge: tag tag…` (gone at once) or
  # `xkey-softpurge` (kept as stale, for grace); BAN drops every stored page.
  if (req.method == "PURGE" || req.method == "BAN") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (req.method == "BAN") {
      ban("obj.status != 0");
      return (synth(200, "Banned"));
    }
    if (req.http.xkey-softpurge) {
      set req.http.X-Edge-Purged = xkey.softpurge(req.http.xkey-softpurge);
    } else if (req.http.xkey-purge) {
      set req.http.X-Edge-Purged = xkey.purge(req.http.xkey-purge);
    } else {
      return (synth(400, "xkey-purge or xkey-softpurge required"));
    }
    return (synth(200, "Purged " + req.http.X-Edge-Purged));
  }

  # Never stored: form posts and every other write, the consoles, sign-in, previews, anything
  # carrying credentials. They go to the front untouched (it decides about them).
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  if (req.url ~ "^/(admin|api/auth)([/?#]|$)") {
    return (pass);
  }
  if (req.url ~ "[?&]preview([=&#]|$)" || req.http.Cookie ~ "(^|;\s*)preview[^=;]*=") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }

  # The A/B variants (apps/web/front/ab-test.ts): a reader without one gets it here, so the
  # front never has to set a cookie on a page the edge stores. The front reads the cookie header
  # as sent below; the reader keeps it (Set-Cookie in vcl_deliver).
  if (req.url !~ "^/_next/") {
    call tsuzuri_assign_variant_sidebar;
    call tsuzuri_assign_variant_banner;
  }

  # The key's parts (apps/web/front/cache-key.ts): the device from the user agent…
  if (req.http.User-Agent ~ "Mobi|Android|iPhone|iPod|IEMobile|Opera Mini|BlackBerry|webOS") {
    set req.http.X-Edge-Device = "mobile";
  } else {
    set req.http.X-Edge-Device = "pc";
  }
  # …and the URL with only the query parameters its page reads (PAGE_ROUTES' `query` in
  # apps/web/src/lib/site-route-table.ts), sorted: ad-click ids, utm_*, medium/source/author,
  # Next's `_rsc` hash, made-up parameters and any parameter its page does not read are left
  # out (decision 22). One branch a parameter list; cache-key.test.ts runs these patterns
  # against the front's key. The front still gets the URL as sent: it renders from the same
  # normalised URL. Next's own files (/_next/) are keyed as sent; the edge never stores them.
  set req.http.X-Edge-Url = req.url;
  if (req.http.X-Edge-Url ~ "\?" && req.http.X-Edge-Url !~ "^/_next/") {
    if (req.http.X-Edge-Url ~ "^(/[a-z]{2})?/search-result\?") {
      set req.http.X-Edge-Url = regsuball(req.http.X-Edge-Url, "(?<=[?&])(?!(?:q|page)(?:=|&|$))[^&]*(&|$)", "");
    } elsif (req.http.X-Edge-Url ~ "^(/[a-z]{2})?/(by-latest|by-popularity)(/[0-9]+)?\?") {
      set req.http.X-Edge-Url = regsuball(req.http.X-Edge-Url, "(?<=[?&])(?!(?:category)(?:=|&|$))[^&]*(&|$)", "");
    } elsif (req.http.X-Edge-Url ~ "^(/[a-z]{2})?/download-thanks\?") {
      set req.http.X-Edge-Url = regsuball(req.http.X-Edge-Url, "(?<=[?&])(?!(?:pid|os)(?:=|&|$))[^&]*(&|$)", "");
    } else {
      set req.http.X-Edge-Url = regsub(req.http.X-Edge-Url, "\?.*$", "");
    }
    set req.http.X-Edge-Url = regsub(req.http.X-Edge-Url, "[?&]$", "");
    # A repeated parameter: the front keys on its first value, a sort cannot tell which that
    # was. Rare enough to leave to the front's own cache.
    if (req.http.X-Edge-Url ~ "[?&]([^=&]+)(=[^&]*)?&(.*&)?\1(=|&|$)") {
      return (pass);
    }
    set req.http.X-Edge-Url = std.querysort(req.http.X-Edge-Url);
  }
  return (hash);
}

# Keeps a valid `name=a|b` cookie; otherwise draws one (the same names, values and lifetime as
# the front: 30 days, Path=/, SameSite=Lax, Secure over https), which the reader keeps.
sub tsuzuri_assign_variant_sidebar {
  if (req.http.Cookie ~ "(^|;\s*)sidebarAB=[ab](;|$)") {
    # The first valid one, as the front reads it.
    set req.http.X-Edge-Ab = regsub(req.http.Cookie, "^(.*?;\s*)?sidebarAB=([ab])(;.*)?$", "\2");
  } else {
    if (std.random(0, 1) < 0.5) {
      set req.http.X-Edge-Ab = "a";
    } else {
      set req.http.X-Edge-Ab = "b";
    }
    set req.http.X-Edge-Add = "sidebarAB=" + req.http.X-Edge-Ab;
    call tsuzuri_add_cookie;
  }
}

# Not part of the key (only sidebarAB changes the page), but a front that had to draw it would
# answer with Set-Cookie, which is never stored.
sub tsuzuri_assign_variant_banner {
  if (req.http.Cookie !~ "(^|;\s*)resourceBannerAB=[ab](;|$)") {
    if (std.random(0, 1) < 0.5) {
      set req.http.X-Edge-Add = "resourceBannerAB=a";
    } else {
      set req.http.X-Edge-Add = "resourceBannerAB=b";
    }
    call tsuzuri_add_cookie;
  }
}

# Appends X-Edge-Add to the Cookie header the front reads, and to the cookies sent back.
sub tsuzuri_add_cookie {
  if (req.http.Cookie) {
    set req.http.Cookie = req.http.Cookie + "; " + req.http.X-Edge-Add;
  } else {
    set req.http.Cookie = req.http.X-Edge-Add;
  }
  if (req.http.X-Edge-Set-Ab) {
    set req.http.X-Edge-Set-Ab = req.http.X-Edge-Set-Ab + " " + req.http.X-Edge-Add;
  } else {
    set req.http.X-Edge-Set-Ab = req.http.X-Edge-Add;
  }
  unset req.http.X-Edge-Add;
}

sub vcl_hash {
  # Every part labelled: Varnish adds a separator after each hash_data.
  hash_data("url:" + req.http.X-Edge-Url);
  hash_data("host:" + req.http.Host);
  hash_data("device:" + req.http.X-Edge-Device);
  hash_data("ab:" + req.http.X-Edge-Ab);
  # Answers differ by scheme only in their headers (HSTS, Secure cookies); kept apart anyway.
  hash_data("proto:" + req.http.X-Forwarded-Proto);
  # Client-router payloads: the request headers Next varies them on (apps/web/front/context.ts).
  if (req.http.rsc == "1") {
    hash_data("rsc:1");
    hash_data("tree:" + req.http.next-router-state-tree);
    hash_data("prefetch:" + req.http.next-router-prefetch);
    hash_data("segment:" + req.http.next-router-segment-prefetch);
  }
  return (lookup);
}

sub vcl_hit {
  if (obj.ttl <= 0s) {
    set req.http.X-Edge-State = "STALE";
  }
}

sub vcl_backend_fetch {
  unset bereq.http.X-Edge-Url;
  unset bereq.http.X-Edge-Device;
  unset bereq.http.X-Edge-Ab;
  unset bereq.http.X-Edge-Set-Ab;
  unset bereq.http.X-Edge-State;
}

sub vcl_backend_response {
  # The storable rule (apps/web/front/page-cache.ts, docs/caching.md): the front sends
  # Surrogate-Control only on a 200 page or RSC payload it stored itself, which already means no
  # Set-Cookie and no soft error; the rest is checked again here.
  if (!bereq.uncacheable
      && beresp.status == 200
      && beresp.http.Surrogate-Control ~ "max-age=[0-9]+"
      && beresp.http.Content-Type ~ "^(text/html|text/x-component)"
      && !beresp.http.Set-Cookie
      && beresp.http.Cache-Control !~ "(?i)private|no-store"
      && bereq.url !~ "^/(admin|api/auth)([/?#]|$)") {
    set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*?max-age=([0-9]+).*$", "\1s"), 0s);
    # Grace: how long a stale copy may be answered at all (stale-if-error: no web instance
    # answers); vcl_recv's req.grace narrows it to stale-while-revalidate while they do.
    set beresp.grace = std.duration(regsub(beresp.http.Surrogate-Control, "^.*?stale-if-error=([0-9]+).*$", "\1s"), 0s);
    set beresp.keep = 0s;
    return (deliver);
  }
  # Not storable: remembered as such for a minute, so requests go straight to the front without
  # queueing behind each other (a storable answer later replaces it).
  set beresp.uncacheable = true;
  set beresp.ttl = 60s;
  return (deliver);
}

sub vcl_backend_error {
  # No web instance answered and nothing stale was left: a plain 503, never stored.
  set beresp.http.Content-Type = "text/plain; charset=utf-8";
  set beresp.http.Cache-Control = "no-store";
  synthetic("Service Unavailable");
  return (deliver);
}

sub vcl_deliver {
  # What only an edge reads never reaches a visitor. A CDN in front of this edge: keep
  # Surrogate-Key / Cache-Tag / Surrogate-Control by removing their lines here (docs/caching.md).
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
  unset resp.http.Surrogate-Control;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
  if (req.http.X-Edge-State) {
    set resp.http.X-Edge-Cache = req.http.X-Edge-State;
  } else if (obj.uncacheable) {
    set resp.http.X-Edge-Cache = "PASS";
  } else if (obj.hits > 0) {
    set resp.http.X-Edge-Cache = "HIT";
  } else {
    set resp.http.X-Edge-Cache = "MISS";
  }
  if (req.http.X-Edge-Set-Ab && req.url !~ "^/_next/") {
    set req.http.X-Edge-Cookie-Attrs = "; Path=/; Max-Age=2592000; SameSite=Lax";
    if (req.http.X-Forwarded-Proto == "https") {
      set req.http.X-Edge-Cookie-Attrs = req.http.X-Edge-Cookie-Attrs + "; Secure";
    }
    if (req.http.X-Edge-Set-Ab ~ "sidebarAB=") {
      header.append(resp.http.Set-Cookie, regsub(req.http.X-Edge-Set-Ab, "^.*(sidebarAB=[ab]).*$", "\1") + req.http.X-Edge-Cookie-Attrs);
    }
    if (req.http.X-Edge-Set-Ab ~ "resourceBannerAB=") {
      header.append(resp.http.Set-Cookie, regsub(req.http.X-Edge-Set-Ab, "^.*(resourceBannerAB=[ab]).*$", "\1") + req.http.X-Edge-Cookie-Attrs);
    }
  }
  return (deliver);
}

sub vcl_synth {
  # Purge answers and refusals: one plain line.
  set resp.http.Content-Type = "text/plain; charset=utf-8";
  set resp.http.Cache-Control = "no-store";
  synthetic(resp.reason + {"
"});
  return (deliver);
}
