// nginx serving fixed bytes from disk (gzip_static), the reference the front is measured against.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function startNginx(port, files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-nginx-'));
  const www = path.join(dir, 'www');
  fs.mkdirSync(www);
  // nginx workers run as www-data: the temp folder must be readable by them.
  fs.chmodSync(dir, 0o755);
  for (const [name, bytes] of Object.entries(files)) fs.writeFileSync(path.join(www, name), bytes);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes ${os.availableParallelism()};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on; tcp_nopush on; keepalive_requests 100000;
  types { text/html html; }
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    gzip_static on;
    location / { default_type text/html; try_files $uri /page.html; }
  }
}
`,
  );
  fs.mkdirSync(path.join(dir, 'tmp'));
  const proc = spawn('nginx', ['-c', conf, '-p', dir], { stdio: 'inherit' });
  return {
    stop: () => {
      proc.kill('SIGQUIT');
      spawnSync('sleep', ['0.3']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
