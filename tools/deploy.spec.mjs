// Deployment files checked by `npm test`, offline (no Docker engine, kubectl or kustomize here):
// the Dockerfiles (static rules, generated ones up to date), the production dependency pruning of
// the service images, docker-compose.yml, and the Kubernetes overlays rendered by
// deploy/k8s/kustomize.mjs and validated by deploy/k8s/check.mjs (schemas and our rules), with a
// deliberately broken manifest to show the checker catches each kind of mistake.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { parse } from 'yaml';
import { FRONTEND_PORT, FRONTENDS, frontendDockerfile, REMOTES } from '../deploy/docker/frontends.mjs';
import { serviceDockerfile } from '../deploy/docker/generate.mjs';
import { lockClosure, prune } from '../deploy/docker/prune.mjs';
import { BACKENDS, BUILD_IMAGE, NODE_VERSION, RUNTIME_IMAGE, SERVICES } from '../deploy/docker/services.mjs';
import { checkManifests, checkRules } from '../deploy/k8s/check.mjs';
import { baseFile, frontendsFile, REMOTES_CONFIGMAP } from '../deploy/k8s/generate.mjs';
import { podSpecOf, readWithExamples, render } from '../deploy/k8s/kustomize.mjs';
import { ROOT } from './infra.mjs';

const APPS = Object.keys(SERVICES);
const FRONTEND_APPS = Object.keys(FRONTENDS);
const DOCKER = join(ROOT, 'deploy', 'docker');
const OVERLAYS = join(ROOT, 'deploy', 'k8s', 'overlays');

// ---------------------------------------------------------------- Dockerfiles

/** Static rules for one Dockerfile's text; returns the problems. */
export function dockerfileProblems(text) {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const args = Object.fromEntries(lines.filter((line) => /^ARG\s+\w+=/.test(line)).map((line) => line.replace(/^ARG\s+/, '').split('=')));
  const expand = (value) => value.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => args[a ?? b] ?? '');
  const froms = lines.filter((line) => /^FROM\s/i.test(line)).map((line) => expand(line.split(/\s+/)[1]));
  const problems = [];
  if (froms.length < 2) problems.push('is not multi-stage (one FROM)');
  for (const image of froms) {
    const tag = image.split(':')[1];
    if (!image.startsWith('node:')) problems.push(`stage base ${image} is not a node image`);
    else if (!tag || tag === 'latest' || !/^24\.\d+\.\d+-/.test(tag))
      problems.push(`stage base ${image} is not pinned to a Node 24 release (node:24.x.y-<variant>)`);
  }
  if (!lines.some((line) => /\bnpm ci\b/.test(line))) problems.push('does not install with npm ci');
  const lastFrom = lines.findLastIndex((line) => /^FROM\s/i.test(line));
  const final = lines.slice(lastFrom);
  const user = final
    .filter((line) => /^USER\s/i.test(line))
    .pop()
    ?.split(/\s+/)[1];
  if (!user) problems.push('final stage has no USER');
  else if (/^(root|0)(:|$)/.test(user)) problems.push(`final stage runs as ${user}`);
  const healthcheck = final.find((line) => /^HEALTHCHECK\s/i.test(line));
  if (!healthcheck || /^HEALTHCHECK\s+NONE/i.test(healthcheck)) problems.push('final stage has no HEALTHCHECK');
  if (!final.some((line) => /^CMD\s/i.test(line))) problems.push('final stage has no CMD');
  if (final.some((line) => /^COPY\s+\.\s/i.test(line))) problems.push('final stage copies the whole build context');
  return problems;
}

describe('Dockerfiles', () => {
  it('are generated from the one template for every service, and up to date', () => {
    for (const app of APPS) {
      assert.equal(
        readFileSync(join(DOCKER, `${app}.Dockerfile`), 'utf8'),
        serviceDockerfile(app),
        `deploy/docker/${app}.Dockerfile is stale: run node deploy/docker/generate.mjs`,
      );
    }
    for (const name of FRONTEND_APPS) {
      assert.equal(
        readFileSync(join(DOCKER, `${name}.Dockerfile`), 'utf8'),
        frontendDockerfile(name),
        `deploy/docker/${name}.Dockerfile is stale: run node deploy/docker/generate.mjs`,
      );
    }
  });

  it('front-end images build one front end each and serve it with serve-frontend.mjs, no package manager', () => {
    for (const name of FRONTEND_APPS) {
      const text = readFileSync(join(DOCKER, `${name}.Dockerfile`), 'utf8');
      assert.match(text, new RegExp(`npm run build --silent -w @treina/${name} `), name);
      assert.doesNotMatch(text, /tag:type:frontend|run-many/, `${name} builds only itself`);
      assert.match(text, new RegExp(`COPY --from=build /repo/frontends/${name}/dist/ /srv/${name}/`), name);
      assert.match(text, /CMD \["node", "\/srv\/serve-frontend\.mjs"\]/, name);
      assert.match(text, new RegExp(`EXPOSE ${FRONTEND_PORT}\n`), name);
      assert.match(text, /rm -rf \/usr\/local\/lib\/node_modules\/npm/, name);
    }
  });

  it('are multi-stage, on a pinned Node 24 base, install with npm ci, and run as a non-root user with a HEALTHCHECK', () => {
    for (const file of [...APPS, ...FRONTEND_APPS].map((app) => `${app}.Dockerfile`)) {
      assert.deepEqual(dockerfileProblems(readFileSync(join(DOCKER, file), 'utf8')), [], file);
    }
    assert.match(NODE_VERSION, /^24\.\d+\.\d+$/);
    for (const file of [...APPS, ...FRONTEND_APPS].map((app) => `${app}.Dockerfile`)) {
      const text = readFileSync(join(DOCKER, file), 'utf8');
      // Offline builds pass local base images; the defaults stay the official tags, and no line needs a pull.
      assert.ok(text.includes(`ARG BUILD_IMAGE=${BUILD_IMAGE}\n`) && text.includes(`ARG RUNTIME_IMAGE=${RUNTIME_IMAGE}\n`), file);
      assert.doesNotMatch(text, /^# *syntax=/m, `${file}: a # syntax= directive pulls a frontend image`);
    }
  });

  it('service images install only production dependencies, and gateway and services start the right files', () => {
    for (const app of APPS) {
      const text = readFileSync(join(DOCKER, `${app}.Dockerfile`), 'utf8');
      assert.match(text, /npm ci --omit=dev/);
      assert.match(
        text,
        // The memory flags of serviceNodeFlags: a small young generation and a capped old one (bench/RESULTS.md, idle memory).
        new RegExp(
          `CMD \\["node", "--enable-source-maps", "--max-semi-space-size=\\d+", "--max-old-space-size=\\d+", "services/${app}/dist/src/main.js"\\]`,
        ),
      );
      assert.match(text, new RegExp(`EXPOSE ${SERVICES[app].port}\\n`));
    }
  });

  it('reports each problem of a broken Dockerfile', () => {
    const broken = 'FROM node:latest\nWORKDIR /app\nCOPY . .\nRUN npm install\nCMD ["node", "main.js"]\n';
    assert.deepEqual(dockerfileProblems(broken), [
      'is not multi-stage (one FROM)',
      'stage base node:latest is not pinned to a Node 24 release (node:24.x.y-<variant>)',
      'does not install with npm ci',
      'final stage has no USER',
      'final stage has no HEALTHCHECK',
      'final stage copies the whole build context',
    ]);
    assert.deepEqual(
      dockerfileProblems('FROM node:24.1.0-alpine AS a\nRUN npm ci\nFROM node:22.1.0-alpine\nUSER root\nHEALTHCHECK NONE\nCMD ["x"]\n'),
      [
        'stage base node:22.1.0-alpine is not pinned to a Node 24 release (node:24.x.y-<variant>)',
        'final stage runs as root',
        'final stage has no HEALTHCHECK',
      ],
    );
  });

  it('.dockerignore keeps installed, built and secret files out of the build context', () => {
    const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const pattern of ['**/node_modules', '**/dist', '.git', 'var', '**/*.pem', 'deploy/k8s'])
      assert.ok(ignored.includes(pattern), pattern);
  });
});

// ---------------------------------------------------------------- production dependencies

// prune.mjs reads the services' compiled code, as an image's build stage does after
// `tsc -b services/<app>` (jest.global-setup.mjs builds them first).
describe('service image dependencies (deploy/docker/prune.mjs)', () => {
  for (const app of APPS) {
    it(`${app}: only what its code imports (and their peers), at the root lockfile's versions, in a lockfile npm ci accepts`, () => {
      const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
      const { manifest, lock } = prune(ROOT, app);
      const names = Object.keys(manifest.dependencies);
      for (const name of ['@nestjs/core', '@nestjs/common', '@nestjs/platform-express', 'reflect-metadata', 'rxjs'])
        assert.ok(names.includes(name), `${app} needs ${name}`);
      for (const name of names) assert.equal(manifest.dependencies[name], rootManifest.dependencies[name], `${name} keeps the root range`);
      assert.ok(
        !names.some((name) => /^(react|react-dom|@mui\/|@emotion\/|@tanstack\/)/.test(name)),
        `no front-end package in ${app}: ${names.join(', ')}`,
      );
      if (app !== 'gateway') for (const name of ['typeorm', 'pg', 'amqplib']) assert.ok(names.includes(name), `${app} needs ${name}`);
      if (app === 'identity') assert.ok(names.includes('argon2'));
      // The lockfile is closed: every entry's dependencies resolve inside it, none is dev-only.
      assert.deepEqual(lock.packages[''].dependencies, manifest.dependencies);
      const kept = lockClosure(lock, new Set(names));
      assert.equal(kept.size, Object.keys(lock.packages).length - 1, 'no entry beyond what the dependencies pull in');
      assert.ok(Object.values(lock.packages).every((entry) => !entry.dev && !entry.devOptional));
    });
  }
});

// ---------------------------------------------------------------- docker compose

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
  const services = compose.services;

  it('runs every application, its infrastructure and the one-shot set-up containers', () => {
    for (const name of [...APPS, ...FRONTEND_APPS, 'postgres', 'rabbitmq', 'session-keys']) assert.ok(services[name], name);
    for (const [name, service] of Object.entries(services)) {
      assert.ok(service.image, `${name} has an image`);
      // `${TREINA_POSTGRES_IMAGE:-postgres:17.6-alpine}`: an offline machine may name its own; the default counts.
      const image = service.image.replace(/\$\{\w+:-([^}]*)\}/g, '$1');
      assert.ok(!/[${}]/.test(image), `${name}: ${service.image} has a default`);
      assert.ok(!/:latest$/.test(image) && /:[^/]+$/.test(image), `${name}: ${image} has a tag that is not latest`);
      if (service.build) assert.ok(existsSync(join(ROOT, service.build.dockerfile)), service.build.dockerfile);
      for (const dependency of Object.keys(service.depends_on ?? {})) assert.ok(services[dependency], `${name} depends on ${dependency}`);
    }
    assert.ok(services.postgres.healthcheck && services.rabbitmq.healthcheck);
  });

  it("also runs under Debian's docker-compose 1.29 (no top-level name), publishing on 127.0.0.1 only, base images passed to every build", () => {
    assert.equal(compose.name, undefined, 'docker-compose 1.29 rejects a top-level name');
    for (const [name, service] of Object.entries(services)) {
      for (const port of service.ports ?? []) assert.match(String(port), /^127\.0\.0\.1:/, `${name} publishes ${port} on 127.0.0.1 only`);
      if (service.build)
        assert.deepEqual(
          Object.keys(service.build.args ?? {})
            .filter((arg) => arg !== 'VERSION')
            .sort(),
          ['BUILD_IMAGE', 'RUNTIME_IMAGE'],
          `${name} passes the base images`,
        );
    }
  });

  it('runs each front end as its own read-only container, versioned alone, routed by the gateway', () => {
    const remotes = JSON.parse(services.gateway.environment.REMOTES);
    assert.deepEqual(
      remotes,
      REMOTES.map((name) => ({ name: FRONTENDS[name].federation, url: `http://${name}:${FRONTEND_PORT}` })),
    );
    assert.equal(services.gateway.environment.SHELL_URL, `http://shell:${FRONTEND_PORT}`);
    for (const name of FRONTEND_APPS) {
      const service = services[name];
      const variable = `TREINA_${name.toUpperCase().replace(/-/g, '_')}_VERSION`;
      assert.equal(service.image, `treina/${name}:\${${variable}:-dev}`, name);
      assert.equal(service.build.args.VERSION, `\${${variable}:-dev}`, `${name} reports the version it is tagged with`);
      assert.equal(service.build.dockerfile, `deploy/docker/${name}.Dockerfile`);
      assert.equal(service.read_only, true, name);
      assert.deepEqual(service.cap_drop, ['ALL'], name);
      assert.deepEqual(services.gateway.depends_on[name], { condition: 'service_healthy' }, name);
    }
  });

  it('gives each service its own database (created by the init script), migrations and topology before it starts, after healthy infrastructure', () => {
    const init = readFileSync(join(ROOT, 'deploy/compose/postgres/init-databases.sql'), 'utf8');
    for (const app of BACKENDS) {
      const service = services[app];
      assert.match(service.environment.DATABASE_URL, new RegExp(`/treina_${app}$`));
      assert.match(init, new RegExp(`CREATE DATABASE treina_${app};`));
      const command = service.command.join(' ');
      assert.match(
        command,
        // Its own app: the production entry, or the demo entry (production app plus demo data) where the service has one.
        new RegExp(
          `node tools/declare-topology\\.mjs && node deploy/docker/migrate\\.mjs && .*exec node --enable-source-maps services/${app}/dist/src/(main|demo)\\.js`,
        ),
      );
      if (command.includes('/demo.js')) assert.ok(existsSync(join(ROOT, 'services', app, 'src', 'demo.ts')), `${app} has a demo entry`);
      assert.equal(service.environment.DEMO_SEED, 'true');
      assert.deepEqual(service.depends_on.postgres, { condition: 'service_healthy' });
      assert.deepEqual(service.depends_on.rabbitmq, { condition: 'service_healthy' });
      assert.deepEqual(service.depends_on['session-keys'], { condition: 'service_completed_successfully' });
      assert.ok(
        service.volumes.some((volume) => volume.startsWith('session-public-key:')),
        `${app} mounts the public key`,
      );
    }
    assert.match(services.identity.command.join(' '), /republish-users/);
    for (const app of APPS)
      assert.deepEqual(services.gateway.depends_on[app] ?? { condition: 'service_healthy' }, { condition: 'service_healthy' });
    for (const app of BACKENDS)
      assert.equal(services.gateway.environment[`${app.toUpperCase()}_URL`], `http://${app}:${SERVICES[app].port}`);
  });

  it('shares the gateway login limits through a Redis with a healthcheck and no published port', () => {
    assert.equal(services.gateway.environment.REDIS_URL, 'redis://redis:6379');
    assert.deepEqual(services.gateway.depends_on.redis, { condition: 'service_healthy' });
    assert.deepEqual(services.redis.healthcheck.test, ['CMD', 'redis-cli', 'ping']);
    assert.equal(services.redis.ports, undefined);
  });

  it('mounts the session private key in identity only', () => {
    const holders = Object.entries(services).filter(
      ([name, service]) =>
        name !== 'session-keys' && (service.volumes ?? []).some((volume) => String(volume).startsWith('session-private-key:')),
    );
    assert.deepEqual(
      holders.map(([name]) => name),
      ['identity'],
    );
  });
});

// ---------------------------------------------------------------- Kubernetes

const OVERLAY_OPTIONS = { local: { readFile: readWithExamples }, production: {} };
const rendered = {};
const renderOverlay = (name) => (rendered[name] ??= render(join(OVERLAYS, name), OVERLAY_OPTIONS[name]));
const find = (objects, kind, name) => objects.find((object) => object.kind === kind && object.metadata.name === name);

describe('Kubernetes manifests (deploy/k8s)', () => {
  it('base files are up to date with deploy/k8s/generate.mjs', () => {
    for (const app of APPS) {
      assert.equal(
        readFileSync(join(ROOT, 'deploy/k8s/base', `${app}.yaml`), 'utf8'),
        baseFile(app),
        `deploy/k8s/base/${app}.yaml is stale: run node deploy/k8s/generate.mjs`,
      );
    }
    assert.equal(
      readFileSync(join(ROOT, 'deploy/k8s/base/frontends.yaml'), 'utf8'),
      frontendsFile(),
      'deploy/k8s/base/frontends.yaml is stale: run node deploy/k8s/generate.mjs',
    );
  });

  for (const overlay of Object.keys(OVERLAY_OPTIONS)) {
    it(`${overlay}: every object is valid against the Kubernetes schemas and meets our rules`, async () => {
      const objects = renderOverlay(overlay);
      assert.deepEqual(await checkManifests(objects), []);
    });

    it(`${overlay}: every application has a Deployment, Service, PodDisruptionBudget and HorizontalPodAutoscaler, on a versioned image`, () => {
      const objects = renderOverlay(overlay);
      const namespace = overlay === 'local' ? 'treina-local' : 'treina';
      for (const app of APPS) {
        for (const kind of ['Deployment', 'Service', 'PodDisruptionBudget', 'HorizontalPodAutoscaler', 'ServiceAccount']) {
          const object = find(objects, kind, app);
          assert.ok(object, `${kind}/${app}`);
          assert.equal(object.metadata.namespace, namespace);
        }
        for (const container of [
          ...(podSpecOf(find(objects, 'Deployment', app)).initContainers ?? []),
          ...podSpecOf(find(objects, 'Deployment', app)).containers,
        ]) {
          assert.match(container.image, /treina\/[a-z]+:0\.1\.0$/);
        }
      }
      assert.ok(find(objects, 'Ingress', 'treina'));
    });

    it(`${overlay}: each front end is its own Deployment and Service, reached from the gateway only; the gateway reads the remotes list from a ConfigMap that rolls nothing`, () => {
      const objects = renderOverlay(overlay);
      for (const name of FRONTEND_APPS) {
        for (const kind of ['Deployment', 'Service', 'PodDisruptionBudget', 'HorizontalPodAutoscaler', 'ServiceAccount'])
          assert.ok(find(objects, kind, name), `${kind}/${name}`);
        const [container] = podSpecOf(find(objects, 'Deployment', name)).containers;
        assert.match(container.image, new RegExp(`treina/${name}:0\\.1\\.0$`));
        assert.equal(container.securityContext.readOnlyRootFilesystem, true);
        assert.equal(find(objects, 'Service', name).spec.ports[0].port, FRONTEND_PORT);
      }
      const remotes = find(objects, 'ConfigMap', REMOTES_CONFIGMAP);
      assert.ok(remotes, 'the remotes ConfigMap keeps its name (no hash): editing it does not roll the gateway');
      assert.deepEqual(
        JSON.parse(remotes.data['remotes.json']).map((remote) => remote.url),
        REMOTES.map((name) => `http://${name}:${FRONTEND_PORT}`),
      );
      const gateway = podSpecOf(find(objects, 'Deployment', 'gateway'));
      const mount = gateway.containers[0].volumeMounts.find((volume) => volume.name === 'remotes');
      const file = gateway.containers[0].env.find((variable) => variable.name === 'REMOTES_FILE').value;
      assert.equal(file, `${mount.mountPath}/remotes.json`);
      assert.equal(gateway.volumes.find((volume) => volume.name === 'remotes').configMap.name, REMOTES_CONFIGMAP);
      const policy = find(objects, 'NetworkPolicy', 'frontends-from-gateway');
      assert.deepEqual(policy.spec.podSelector.matchLabels, { 'app.kubernetes.io/component': 'frontend' });
      assert.deepEqual(policy.spec.ingress[0].from, [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'gateway' } } }]);
    });
  }

  for (const overlay of Object.keys(OVERLAY_OPTIONS)) {
    it(`${overlay}: every pod asks Prometheus to scrape GET /metrics on a port it declares; the gateway's is not behind the Ingress`, () => {
      const objects = renderOverlay(overlay);
      for (const app of APPS) {
        const deployment = find(objects, 'Deployment', app);
        const annotations = deployment.spec.template.metadata.annotations;
        assert.equal(annotations['prometheus.io/scrape'], 'true', app);
        assert.equal(annotations['prometheus.io/path'], '/metrics', app);
        const ports = podSpecOf(deployment).containers[0].ports.map((port) => port.containerPort);
        assert.ok(ports.includes(Number(annotations['prometheus.io/port'])), `${app} declares port ${annotations['prometheus.io/port']}`);
      }
      const gateway = podSpecOf(find(objects, 'Deployment', 'gateway')).containers[0];
      const metricsPort = gateway.ports.find((port) => port.name === 'metrics');
      assert.equal(gateway.env.find((variable) => variable.name === 'METRICS_PORT').value, String(metricsPort.containerPort));
      assert.deepEqual(
        find(objects, 'Service', 'gateway').spec.ports.map((port) => port.targetPort),
        ['http'],
        'the Service the Ingress uses has no metrics port',
      );
      const policy = find(objects, 'NetworkPolicy', 'gateway-metrics-from-monitoring');
      assert.deepEqual(policy.spec.ingress[0].ports, [{ port: 'metrics' }]);
      const config = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('treina-config-'));
      const gatewayConfig = objects.find(
        (object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('treina-gateway-config-'),
      );
      assert.match(gatewayConfig.data.REDIS_URL, /^rediss?:\/\//);
      // Only the gateway knows where the services answer.
      assert.deepEqual(
        Object.keys(config.data).filter((key) => key.endsWith('_URL') && key !== 'PUBLIC_URL'),
        [],
      );
      for (const app of BACKENDS) {
        assert.equal(gatewayConfig.data[`${app.toUpperCase()}_URL`], `http://${app}:${SERVICES[app].port}`);
        const sources = podSpecOf(find(objects, 'Deployment', app)).containers[0].envFrom.map(
          (source) => (source.configMapRef ?? source.secretRef).name,
        );
        assert.ok(!sources.some((name) => name.startsWith('treina-gateway-config')), `${app} does not read the gateway's configuration`);
      }
      const gatewaySources = gateway.envFrom.map((source) => (source.configMapRef ?? source.secretRef).name);
      assert.ok(
        gatewaySources.some((name) => name.startsWith('treina-gateway-config-')),
        'the gateway reads its configuration',
      );
      if (overlay === 'local')
        assert.ok(find(objects, 'Service', 'redis') && find(objects, 'StatefulSet', 'redis'), 'the local overlay runs Redis');
      else assert.ok(!find(objects, 'StatefulSet', 'redis'), 'production uses a managed Redis');
    });
  }

  it('production commits no Secret: every one comes from the secret store through an ExternalSecret', () => {
    const objects = renderOverlay('production');
    assert.deepEqual(
      objects.filter((object) => object.kind === 'Secret'),
      [],
    );
    const externals = objects.filter((object) => object.kind === 'ExternalSecret').map((object) => object.spec.target.name);
    for (const name of [
      'treina-session-public-key',
      'treina-session-private-key',
      'treina-amqp',
      ...BACKENDS.map((app) => `treina-${app}-database`),
    ])
      assert.ok(externals.includes(name), name);
    assert.ok(find(objects, 'Ingress', 'treina').spec.tls?.length, 'production serves TLS');
  });

  it('the local overlay reads its secrets from git-ignored files; only the examples are committed', () => {
    const tracked = execFileSync('git', ['ls-files', 'deploy/k8s/overlays/local/secrets'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    assert.ok(tracked.length > 0);
    for (const file of tracked) assert.match(file, /(\.example|\.gitignore)$/);
    const objects = renderOverlay('local');
    assert.ok(objects.some((object) => object.kind === 'Secret' && object.metadata.name.startsWith('treina-session-private-key-')));
    assert.throws(
      () =>
        render(join(OVERLAYS, 'local'), {
          readFile: (path) => (path.includes('/secrets/') && !existsSync(path) ? missing(path) : readFileSync(path)),
        }),
      /ENOENT|missing/,
    );
  });

  it('the local overlay keeps one academic replica (uploads on an emptyDir) and seeds the demo data', () => {
    const objects = renderOverlay('local');
    assert.equal(find(objects, 'HorizontalPodAutoscaler', 'academic').spec.maxReplicas, 1);
    const config = objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name.startsWith('treina-config-'));
    assert.equal(config.data.DEMO_SEED, 'true');
  });

  it('reports each problem of a deliberately broken manifest', async () => {
    const objects = structuredClone(renderOverlay('production'));
    const container = (app) => podSpecOf(find(objects, 'Deployment', app)).containers[0];
    delete container('identity').readinessProbe;
    container('gateway').image = 'registry.example.com/treina/gateway:latest';
    container('crm').env.find((variable) => variable.name === 'DATABASE_URL').valueFrom.secretKeyRef.name = 'treina-crm-db';
    container('finance').securityContext = { ...container('finance').securityContext, runAsNonRoot: false, runAsUser: 0 };
    delete container('reporting').resources.limits;
    podSpecOf(find(objects, 'Deployment', 'academic')).volumes.push({ name: 'key', secret: { secretName: 'treina-session-private-key' } });
    objects.splice(objects.indexOf(find(objects, 'PodDisruptionBudget', 'crm')), 1);
    find(objects, 'HorizontalPodAutoscaler', 'reporting').spec.scaleTargetRef.name = 'reports';
    find(objects, 'Deployment', 'identity').spec.replicas = 3;
    find(objects, 'Deployment', 'crm').spec.template.spec.containers[0].ports[0].containerPort = 'http';

    const problems = await checkManifests(objects);
    const expected = [
      'Deployment/crm: schema: /spec/template/spec/containers/0/ports/0/containerPort must be integer',
      'Deployment/identity: container identity has no readinessProbe',
      'Deployment/gateway: container gateway uses the tag "latest" (registry.example.com/treina/gateway:latest); pin a version',
      'Deployment/crm: container crm references Secret treina-crm-db, which is not in the manifests',
      'Deployment/finance: container finance runAsNonRoot is not true',
      'Deployment/finance: container finance runs as user 0 (root)',
      'Deployment/reporting: container reporting has no resources limits.cpu, limits.memory',
      'Deployment/academic: volume key mounts the session private key; only identity may',
      'Deployment/crm: has no PodDisruptionBudget selecting its pods',
      'HorizontalPodAutoscaler/reporting: scales Deployment/reports, which is not in the manifests',
      'Deployment/identity: sets spec.replicas although HorizontalPodAutoscaler/identity owns the count (each apply would reset it)',
    ];
    for (const problem of expected) assert.ok(problems.includes(problem), `reports: ${problem}\n(got:\n${problems.join('\n')})`);
    assert.equal(problems.length, expected.length, problems.join('\n'));
  });

  it('rejects YAML that is not what it looks like, and references to keys a Secret does not have', () => {
    const objects = structuredClone(renderOverlay('local'));
    const identity = podSpecOf(find(objects, 'Deployment', 'identity')).containers[0];
    identity.env.find((variable) => variable.name === 'AMQP_URL').valueFrom.secretKeyRef.key = 'AMQP_URI';
    assert.deepEqual(
      checkRules(objects).filter((problem) => problem.includes('AMQP_URI')),
      [
        `Deployment/identity: container identity references key AMQP_URI of Secret ${identity.env.find((variable) => variable.name === 'AMQP_URL').valueFrom.secretKeyRef.name}, which has no such key`,
      ],
    );
  });
});

function missing(path) {
  throw new Error(`missing ${path}`);
}

describe('kustomize subset renderer (deploy/k8s/kustomize.mjs)', () => {
  const fixture = () => {
    const dir = mkdtempSync(join(tmpdir(), 'kustomize-'));
    const write = (path, text) => {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    write('base/kustomization.yaml', 'resources: [app.yaml]\nconfigMapGenerator:\n  - name: cfg\n    literals: [A=1, B=2]\n');
    write(
      'base/app.yaml',
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: app}\nspec:\n  selector: {matchLabels: {app: a}}\n  template:\n    metadata: {labels: {app: a}}\n    spec:\n      containers:\n        - name: app\n          image: treina/app\n          envFrom: [{configMapRef: {name: cfg}}]\n          env: [{name: X, value: "1"}, {name: S, valueFrom: {secretKeyRef: {name: sec, key: K}}}]\n      volumes: [{name: mode, secret: {secretName: sec, defaultMode: 0440}}]\n',
    );
    write(
      'over/kustomization.yaml',
      'namespace: ns\nresources: [../base]\nimages: [{name: treina/app, newName: reg/app, newTag: "1.2.3"}]\nconfigMapGenerator:\n  - {name: cfg, behavior: merge, literals: [B=3]}\nsecretGenerator:\n  - {name: sec, envs: [s.env]}\npatches:\n  - path: patch.yaml\n  - target: {kind: Deployment, name: app}\n    patch: |-\n      - op: add\n        path: /spec/template/spec/containers/0/args\n        value: ["--flag"]\n',
    );
    write('over/s.env', '# comment\nK=v=1\n');
    write(
      'over/patch.yaml',
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: app}\nspec:\n  template:\n    spec:\n      containers:\n        - name: app\n          env: [{name: X, value: "2"}, {name: Z, value: "3"}]\n',
    );
    return dir;
  };

  it('renders resources, generators (merged, hashed, references rewritten), images, strategic merge and JSON 6902 patches, namespace, YAML 1.1 numbers', () => {
    const dir = fixture();
    try {
      const objects = render(join(dir, 'over'));
      const deployment = find(objects, 'Deployment', 'app');
      const config = objects.find((object) => object.kind === 'ConfigMap');
      const secret = objects.find((object) => object.kind === 'Secret');
      assert.deepEqual(config.data, { A: '1', B: '3' });
      assert.match(config.metadata.name, /^cfg-[a-z0-9]{10}$/);
      assert.equal(Buffer.from(secret.data.K, 'base64').toString(), 'v=1');
      const container = deployment.spec.template.spec.containers[0];
      assert.equal(container.image, 'reg/app:1.2.3');
      assert.equal(container.envFrom[0].configMapRef.name, config.metadata.name);
      assert.equal(container.env.find((variable) => variable.name === 'S').valueFrom.secretKeyRef.name, secret.metadata.name);
      assert.deepEqual(
        container.env.map((variable) => [variable.name, variable.value]),
        [
          ['X', '2'],
          ['S', undefined],
          ['Z', '3'],
        ],
      );
      assert.deepEqual(container.args, ['--flag']);
      assert.equal(deployment.spec.template.spec.volumes[0].secret.defaultMode, 0o440);
      assert.ok(objects.every((object) => object.metadata.namespace === 'ns'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails on a patch that matches nothing and on kustomization fields it does not implement', () => {
    const dir = fixture();
    try {
      writeFileSync(join(dir, 'over/patch.yaml'), 'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: other}\nspec: {}\n');
      assert.throws(() => render(join(dir, 'over')), /matches no object/);
      writeFileSync(join(dir, 'over/kustomization.yaml'), 'resources: [../base]\ncommonLabels: {a: b}\n');
      assert.throws(() => render(join(dir, 'over')), /commonLabels is not supported/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Keep the file list honest: a new overlay is checked too (add it to OVERLAY_OPTIONS).
it('every overlay is checked', () => {
  // Copied into the test's realm: Jest runs this file in a vm context, and strict deepEqual tells
  // node:fs's arrays (the outer realm's Array.prototype) from the test's own.
  assert.deepEqual([...readdirSync(OVERLAYS)].sort(), Object.keys(OVERLAY_OPTIONS).sort());
});
