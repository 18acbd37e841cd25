// nginx serving one prerendered HTML file: the ceiling for a static page on this machine.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HOST, startProcess } from './servers.mjs';

export function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // try the next place
    }
  }
  return 'nginx';
}

/**
 * The start of every configuration the benchmark gives nginx: everything under `dir` (pid, error
 * log, temporary files), no daemon, no access log, `workers` worker processes. The `http` block is
 * left open for the caller's directives and servers.
 */
export function nginxPreamble(dir, workers) {
  return `daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
`;
}

/** Runs nginx with the configuration `conf`, its prefix and logs in `dir`; the process handle. */
export function startNginxIn(label, binary, dir, conf) {
  return startProcess(label, binary, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    cwd: dir,
    env: {},
    logFile: path.join(dir, 'stdout.log'),
  });
}

/** The configuration: the preamble, and one loopback server answering the page for every path. */
export function nginxConfig(dir, port) {
  return `${nginxPreamble(dir, 'auto')}  types { text/html html; }
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  server {
    listen ${HOST}:${port};
    root ${dir}/www;
    # Every path answers the one page, as the site answers /nosotros.
    location / { try_files /page.html =404; }
  }
}
`;
}

/** Starts nginx on `port` serving `htmlFile` for every path; returns the process handle. */
export function startNginx(htmlFile, port) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'www'));
  mkdirSync(path.join(dir, 'tmp'));
  copyFileSync(htmlFile, path.join(dir, 'www', 'page.html'));
  // Run as root, nginx's workers drop to an unprivileged user, who must still read the page.
  for (const entry of [dir, path.join(dir, 'www')]) chmodSync(entry, 0o755);
  chmodSync(path.join(dir, 'www', 'page.html'), 0o644);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port));
  return startNginxIn('nginx', nginxBinary(), dir, conf);
}
