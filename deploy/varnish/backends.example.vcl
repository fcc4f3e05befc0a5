# The web instances behind the edge (included by tsuzuri.vcl as "backends.vcl"; `npm run
# start:edge` writes its own). One backend per instance, each probed on /ping: an instance that
# stops answering is skipped, and when none answers the edge serves stale pages (grace).
backend web0 {
  .host = "127.0.0.1";
  .port = "3000";
  .probe = { .url = "/ping"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; }
}
backend web1 {
  .host = "127.0.0.1";
  .port = "3001";
  .probe = { .url = "/ping"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; }
}

sub tsuzuri_backends {
  web.add_backend(web0);
  web.add_backend(web1);
}
