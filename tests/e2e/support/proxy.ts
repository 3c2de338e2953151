// The production shape for the proxy test: deploy/nginx/reviewtap.conf itself, with a
// throwaway certificate, in front of two built instances on one PostgreSQL and one Redis.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Redis from 'ioredis';
import pg from 'pg';
import { freePort } from '../../../src/server/test/free-port';

const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Replaces `from` with `to` in the deploy file, and fails loudly when the file no longer has it. */
function swap(text: string, from: string | RegExp, to: string) {
  const next = text.replace(from, to);
  if (next === text) throw new Error(`deploy/nginx/reviewtap.conf no longer contains ${String(from)}`);
  return next;
}

async function waitFor(check: () => Promise<boolean>, what: string, proc?: ChildProcess) {
  // Up to two minutes: a built server starts in seconds alone, far slower beside another suite.
  for (let i = 0; i < 1200; i += 1) {
    if (proc && proc.exitCode !== null) throw new Error(`${what}: the process exited (${proc.exitCode})`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not become ready`);
}

/** A GET or POST over TLS from a chosen local address (127.0.0.2, 127.0.0.3 …): one client each. */
export function request(
  url: string,
  options: { from?: string; method?: string; headers?: Record<string, string>; body?: string; ca: string },
) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: string;
  }>((resolve, reject) => {
    const req = https.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ca: options.ca,
        localAddress: options.from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'gzip' ? gunzipSync(raw) : encoding === 'br' ? brotliDecompressSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export type Deployment = {
  origin: string;
  /** The instances' own addresses, for talking to one directly (plain HTTP, no proxy). */
  instanceUrls: string[];
  httpOrigin: string;
  instancePorts: number[];
  ca: string;
  accessLog: () => string[];
  stop(): Promise<void>;
};

/** `env` adds settings to both instances (the bench allows its own address past the limits). */
export async function startDeployment(env: Record<string, string> = {}): Promise<Deployment> {
  const work = mkdtempSync(path.join(tmpdir(), 'reviewtap-proxy-'));
  chmodSync(work, 0o755);
  const procs: ChildProcess[] = [];
  const dbName = `t_proxy_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const databaseUrl = new URL(PG);
  databaseUrl.pathname = `/${dbName}`;

  const [httpsPort, httpPort, a, b] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const origin = `https://localhost:${httpsPort}`;

  // The instances, started together as a deployment starts them (migrations under the advisory lock).
  const instance = (port: number) => {
    const proc = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        TRUST_PROXY: '1',
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: REDIS,
        REDIS_KEY_PREFIX: `t:${dbName}:`,
        SESSION_SECRET: 'proxy-test-secret-proxy-test-secret-01',
        DATA_DIR: mkdtempSync(path.join(work, `instance-${port}-`)),
        LOG_LEVEL: 'error',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    procs.push(proc);
    return waitFor(
      async () => (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok,
      `instance on ${port}`,
      proc,
    );
  };
  await Promise.all([instance(a), instance(b)]);

  // A certificate for this run only.
  const cert = path.join(work, 'cert.pem');
  const key = path.join(work, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );

  let site = readFileSync('deploy/nginx/reviewtap.conf', 'utf8');
  site = swap(site, 'server 127.0.0.1:3001', `server 127.0.0.1:${a}`);
  site = swap(site, 'server 127.0.0.1:3002', `server 127.0.0.1:${b}`);
  site = swap(site, /listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`);
  site = swap(site, /\s+listen \[::\]:443 ssl http2;/, '');
  site = swap(site, /listen 80;/, `listen 127.0.0.1:${httpPort};`);
  site = swap(site, /\s+listen \[::\]:80;/, '');
  site = swap(site, /server_name reviews\.example\.com;/g, 'server_name localhost;');
  site = swap(site, '/etc/letsencrypt/live/reviews.example.com/fullchain.pem', cert);
  site = swap(site, '/etc/letsencrypt/live/reviews.example.com/privkey.pem', key);
  writeFileSync(path.join(work, 'reviewtap.conf'), site);
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(work, 'temp', dir), { recursive: true, mode: 0o777 });
    chmodSync(path.join(work, 'temp', dir), 0o777);
  }
  const accessLog = path.join(work, 'access.log');
  // Only the main context is the test's: processes, logs and temporary files in this run's folder.
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
http {
  log_format upstream '$remote_addr $upstream_addr $status $request_method $uri $server_protocol';
  access_log ${accessLog} upstream;
  client_body_temp_path ${work}/temp/body;
  proxy_temp_path ${work}/temp/proxy;
  fastcgi_temp_path ${work}/temp/fastcgi;
  uwsgi_temp_path ${work}/temp/uwsgi;
  scgi_temp_path ${work}/temp/scgi;
  include ${work}/reviewtap.conf;
}
`,
  );
  const conf = ['-p', work, '-c', path.join(work, 'nginx.conf'), '-e', path.join(work, 'error.log')];
  execFileSync(NGINX, [...conf, '-t', '-q'], { stdio: 'inherit' });
  const nginx = spawn(NGINX, [...conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  procs.push(nginx);
  const ca = readFileSync(cert, 'utf8');
  await waitFor(async () => (await request(`${origin}/api/ready`, { ca })).status === 200, 'nginx', nginx);

  return {
    origin,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    instancePorts: [a, b],
    instanceUrls: [a, b].map((port) => `http://127.0.0.1:${port}`),
    ca,
    accessLog: () => readFileSync(accessLog, 'utf8').trim().split('\n'),
    async stop() {
      await Promise.all(
        procs.map(
          (p) =>
            new Promise<void>((resolve) => {
              if (p.exitCode !== null || p.signalCode !== null) return resolve();
              p.once('exit', () => resolve());
              p.kill('SIGTERM');
            }),
        ),
      );
      const redis = new Redis(REDIS);
      const keys = await redis.keys(`t:${dbName}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
      const c = new pg.Client({ connectionString: PG });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
