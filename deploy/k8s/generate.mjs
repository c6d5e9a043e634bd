#!/usr/bin/env node
// Writes deploy/k8s/base/<app>.yaml (ServiceAccount, Deployment, Service, PodDisruptionBudget, HorizontalPodAutoscaler) for the seven server
// applications from one description, so they stay alike, and deploy/k8s/base/frontends.yaml: the same five objects for the shell and each
// UI remote (deploy/docker/frontends.mjs) plus the gateway's remotes list (ConfigMap treina-remotes): `node deploy/k8s/generate.mjs`. `npm
// test` (tools/deploy.spec.mjs) fails when a committed file differs from what this writes; edit here, then regenerate. Everything else in
// deploy/k8s is written by hand.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { FRONTEND_PORT, FRONTENDS, remotesConfig } from '../docker/frontends.mjs';
import { SERVICES } from '../docker/services.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Where the session keys are mounted (JWT_PUBLIC_KEY_FILE in the ConfigMap points here). */
export const PUBLIC_KEY_DIR = '/var/run/treina/session-public';
export const PRIVATE_KEY_DIR = '/var/run/treina/session-private';
/** The gateway's metrics listener (METRICS_PORT): its public port never serves /metrics. The services serve it on their own port. */
export const GATEWAY_METRICS_PORT = 9464;
/** Where the gateway reads the remotes list (REMOTES_FILE): the ConfigMap treina-remotes, mounted. */
export const REMOTES_DIR = '/etc/treina/remotes';
export const REMOTES_CONFIGMAP = 'treina-remotes';

/** Per application: resources, autoscaling and what the comments say about scaling it. */
const SIZING = {
  identity: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '640Mi' }, min: 2, max: 6 },
  crm: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' }, min: 2, max: 6 },
  academic: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' }, min: 2, max: 6 },
  finance: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' }, min: 2, max: 6 },
  reporting: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' }, min: 2, max: 6 },
  assessment: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' }, min: 2, max: 6 },
  gateway: { requests: { cpu: '100m', memory: '128Mi' }, limits: { cpu: '1', memory: '384Mi' }, min: 2, max: 10 },
};
const INIT_RESOURCES = { requests: { cpu: '50m', memory: '96Mi' }, limits: { cpu: '500m', memory: '256Mi' } };

const SCALING_NOTES = {
  identity: 'Stateless: sessions are signed tokens and their state is in PostgreSQL.',
  crm: 'Stateless.',
  academic:
    'Stateless with object storage (S3_BUCKET, production overlay); with UPLOAD_DIR on an emptyDir (local overlay) keep one replica.',
  finance: 'Safe to run several replicas on the one queue.',
  reporting: 'Safe to run several replicas on the one queue.',
  assessment: 'Safe to run several replicas on the one queue.',
  gateway: 'Stateless; the login rate limits are counted in Redis (REDIS_URL), shared by every replica (see deploy/README.md).',
};
const CONSUMER_NOTE =
  'Every replica consumes the same quorum queue (<name>.events): RabbitMQ hands each message to one ' +
  'consumer, a message redelivered after a crash or a shutdown is skipped by the inbox (consumer, ' +
  'message id) in the same transaction as its effect, and the outbox relay claims rows with FOR ' +
  'UPDATE SKIP LOCKED, so replicas never publish a row twice.';

const componentOf = (name) => (name === 'gateway' ? 'gateway' : FRONTENDS[name] ? 'frontend' : 'service');
const labels = (name) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/component': componentOf(name) });
const selector = (name) => ({ 'app.kubernetes.io/name': name });

export const CONTAINER_SECURITY = {
  runAsNonRoot: true,
  allowPrivilegeEscalation: false,
  readOnlyRootFilesystem: true,
  capabilities: { drop: ['ALL'] },
};

const secretEnv = (name, secret, key = name) => ({ name, valueFrom: { secretKeyRef: { name: secret, key } } });

function deployment(name) {
  const service = SERVICES[name];
  const sizing = SIZING[name];
  const backend = name !== 'gateway';
  const image = `treina/${name}`;
  const config = { configMapRef: { name: 'treina-config' } };
  // Where the services answer is the gateway's to know alone.
  const appConfig = name === 'gateway' ? [config, { configMapRef: { name: 'treina-gateway-config' } }] : [config];
  const databaseEnv = secretEnv('DATABASE_URL', `treina-${name}-database`);
  const amqpEnv = secretEnv('AMQP_URL', 'treina-amqp');

  const volumeMounts = [{ name: 'tmp', mountPath: '/tmp' }];
  const volumes = [{ name: 'tmp', emptyDir: { sizeLimit: '64Mi' } }];
  if (backend) {
    volumeMounts.push({ name: 'session-public-key', mountPath: PUBLIC_KEY_DIR, readOnly: true });
    // 0440 and the pod's fsGroup: readable by the app user only.
    volumes.push({ name: 'session-public-key', secret: { secretName: 'treina-session-public-key', defaultMode: 0o440 } });
  }
  if (name === 'identity') {
    volumeMounts.push({ name: 'session-private-key', mountPath: PRIVATE_KEY_DIR, readOnly: true });
    volumes.push({ name: 'session-private-key', secret: { secretName: 'treina-session-private-key', defaultMode: 0o440 } });
  }
  for (const [variable, path] of Object.entries(service.writable)) {
    const volume = variable === 'MAIL_DIR' ? 'mail' : 'uploads';
    volumeMounts.push({ name: volume, mountPath: path });
    volumes.push({ name: volume, emptyDir: { sizeLimit: volume === 'mail' ? '64Mi' : '1Gi' } });
  }
  if (name === 'gateway') {
    // Not through a hash-named generator: an edit reaches the running pods (the kubelet refreshes the
    // file, the gateway re-reads it) without rolling the gateway.
    volumeMounts.push({ name: 'remotes', mountPath: REMOTES_DIR, readOnly: true });
    volumes.push({ name: 'remotes', configMap: { name: REMOTES_CONFIGMAP } });
  }

  const env = [{ name: 'PORT', value: String(service.port) }];
  if (name === 'gateway')
    env.push({ name: 'METRICS_PORT', value: String(GATEWAY_METRICS_PORT) }, { name: 'REMOTES_FILE', value: `${REMOTES_DIR}/remotes.json` });
  if (backend) env.push(databaseEnv, amqpEnv);
  if (name === 'identity') env.push({ name: 'JWT_PRIVATE_KEY_FILE', value: `${PRIVATE_KEY_DIR}/session-private.pem` });
  // The PIX provider signs its payment notices with it; without it finance refuses them (503).
  if (name === 'finance')
    env.push({
      name: 'PIX_WEBHOOK_SECRET',
      valueFrom: { secretKeyRef: { name: 'treina-pix-webhook', key: 'PIX_WEBHOOK_SECRET', optional: true } },
    });
  for (const [variable, path] of Object.entries(service.writable)) env.push({ name: variable, value: path });

  const initContainers = backend
    ? [
        {
          // Every queue and binding exists before this service publishes (idempotent).
          name: 'declare-topology',
          image,
          command: ['node', 'tools/declare-topology.mjs'],
          envFrom: [config],
          env: [amqpEnv],
          resources: INIT_RESOURCES,
          securityContext: CONTAINER_SECURITY,
        },
        {
          // Migrations before the new version serves; replicas starting together wait on an
          // advisory lock. They must stay compatible with the version still running (expand, then contract).
          name: 'migrate',
          image,
          command: ['node', 'deploy/docker/migrate.mjs'],
          envFrom: [config],
          env: [{ name: 'SERVICE', value: name }, databaseEnv],
          resources: INIT_RESOURCES,
          securityContext: CONTAINER_SECURITY,
          volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
        },
      ]
    : [];

  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, labels: labels(name) },
    spec: {
      // No `replicas`: the HorizontalPodAutoscaler owns the count (an applied value would reset it).
      revisionHistoryLimit: 5,
      selector: { matchLabels: selector(name) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: {
          labels: labels(name),
          // Prometheus' pod discovery (kubernetes_sd_configs role: pod) keeps pods that ask for it (deploy/README.md).
          annotations: {
            'prometheus.io/scrape': 'true',
            'prometheus.io/port': String(backend ? service.port : GATEWAY_METRICS_PORT),
            'prometheus.io/path': '/metrics',
          },
        },
        spec: {
          serviceAccountName: name,
          automountServiceAccountToken: false,
          // SHUTDOWN_DELAY_MS (readiness 503 while endpoints update) + SHUTDOWN_TIMEOUT_MS stay under the pod's grace period.
          terminationGracePeriodSeconds: 30,
          securityContext: {
            runAsNonRoot: true,
            runAsUser: 1000,
            runAsGroup: 1000,
            fsGroup: 1000,
            seccompProfile: { type: 'RuntimeDefault' },
          },
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'kubernetes.io/hostname',
              whenUnsatisfiable: 'ScheduleAnyway',
              labelSelector: { matchLabels: selector(name) },
            },
          ],
          ...(initContainers.length ? { initContainers } : {}),
          containers: [
            {
              name,
              image,
              ports: [
                { name: 'http', containerPort: service.port },
                ...(backend ? [] : [{ name: 'metrics', containerPort: GATEWAY_METRICS_PORT }]),
              ],
              envFrom: appConfig,
              env,
              // Liveness: the process answers. Readiness: database and broker answer (503 while draining).
              startupProbe: { httpGet: { path: '/health/live', port: 'http' }, periodSeconds: 2, failureThreshold: 60 },
              livenessProbe: { httpGet: { path: '/health/live', port: 'http' }, periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 },
              readinessProbe: {
                httpGet: { path: '/health/ready', port: 'http' },
                periodSeconds: 5,
                timeoutSeconds: 3,
                failureThreshold: 2,
              },
              resources: { requests: sizing.requests, limits: sizing.limits },
              securityContext: CONTAINER_SECURITY,
              volumeMounts,
            },
          ],
          volumes,
        },
      },
    },
  };
}

function objects(name) {
  const service = SERVICES[name];
  const sizing = SIZING[name];
  return [
    { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name, labels: labels(name) }, automountServiceAccountToken: false },
    deployment(name),
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name, labels: labels(name) },
      spec: {
        selector: selector(name),
        // The gateway answers the Ingress on 80; each service keeps its own port (IDENTITY_URL=http://identity:3001).
        ports: [{ name: 'http', port: name === 'gateway' ? 80 : service.port, targetPort: 'http' }],
      },
    },
    {
      apiVersion: 'policy/v1',
      kind: 'PodDisruptionBudget',
      metadata: { name, labels: labels(name) },
      // One pod at a time may be evicted (node drains, upgrades); never blocks a drain.
      spec: { maxUnavailable: 1, selector: { matchLabels: selector(name) } },
    },
    {
      apiVersion: 'autoscaling/v2',
      kind: 'HorizontalPodAutoscaler',
      metadata: { name, labels: labels(name) },
      spec: {
        scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
        minReplicas: sizing.min,
        maxReplicas: sizing.max,
        metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
        behavior: { scaleDown: { stabilizationWindowSeconds: 300 } },
      },
    },
  ];
}

export function baseFile(name) {
  const service = SERVICES[name];
  const header = [
    '# GENERATED by deploy/k8s/generate.mjs (one description for all the applications): edit it there,',
    '# then run `node deploy/k8s/generate.mjs`.',
    '#',
    `# ${name}: ${name === 'gateway' ? 'the HTTP entry behind the Ingress: /api/* to the services, the front ends' : `service on port ${service.port}, database treina_${name}`}.`,
    `# Scaling: ${SCALING_NOTES[name]}`,
    ...(service.consumer ? wrap(CONSUMER_NOTE.replace('<name>', name)) : []),
    '#',
    '# No `replicas` in the Deployment: the HorizontalPodAutoscaler owns the count. Probes: startup and',
    '# liveness GET /health/live (the process answers), readiness GET /health/ready (dependencies answer;',
    '# 503 from SIGTERM on). Shutdown: SHUTDOWN_DELAY_MS (ConfigMap, 5 s) of readiness 503 while the',
    '# endpoints update, then in-flight requests and messages finish within SHUTDOWN_TIMEOUT_MS (20 s),',
    '# inside terminationGracePeriodSeconds (30 s).',
    name === 'gateway'
      ? `# Metrics: GET /metrics on port ${GATEWAY_METRICS_PORT} (metrics), never on the public port; the pod's prometheus.io annotations say so.`
      : "# Metrics: GET /metrics on the service's port (not under /api, so never through the gateway); prometheus.io annotations.",
    ...(name === 'gateway'
      ? [
          '# Front ends: / to the shell (SHELL_URL), /remotes/<name>/ to each remote as the ConfigMap treina-remotes',
          '# lists them (REMOTES_FILE, re-read when it changes; frontends.yaml).',
        ]
      : [
          '# Init containers: declare the RabbitMQ topology, then apply migrations under an advisory lock (so',
          '# new pods of a rollout migrate before serving; migrations must stay compatible with the old version).',
        ]),
    ...(name === 'identity' ? ['# Only identity mounts the private session key (treina-session-private-key).'] : []),
  ];
  return `${header.join('\n')}\n${objects(name)
    .map((object) => stringify(object, { lineWidth: 0, aliasDuplicateObjects: false }))
    .join('---\n')}`;
}

const FRONTEND_RESOURCES = { requests: { cpu: '20m', memory: '48Mi' }, limits: { cpu: '500m', memory: '128Mi' } };

/** One front end's deployable: static files behind serve-frontend.mjs, reached by the gateway only. */
function frontendObjects(name) {
  const path = name === 'shell' ? '/' : `/remotes/${name}/`;
  const deployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name, labels: labels(name), annotations: { 'treina.example.com/serves': path } },
    spec: {
      revisionHistoryLimit: 5,
      selector: { matchLabels: selector(name) },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: 1, maxUnavailable: 0 } },
      template: {
        metadata: { labels: labels(name) },
        spec: {
          serviceAccountName: name,
          automountServiceAccountToken: false,
          terminationGracePeriodSeconds: 10,
          securityContext: {
            runAsNonRoot: true,
            runAsUser: 1000,
            runAsGroup: 1000,
            fsGroup: 1000,
            seccompProfile: { type: 'RuntimeDefault' },
          },
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'kubernetes.io/hostname',
              whenUnsatisfiable: 'ScheduleAnyway',
              labelSelector: { matchLabels: selector(name) },
            },
          ],
          containers: [
            {
              name,
              image: `treina/${name}`,
              ports: [{ name: 'http', containerPort: FRONTEND_PORT }],
              livenessProbe: { httpGet: { path: '/health/live', port: 'http' }, periodSeconds: 10, timeoutSeconds: 3, failureThreshold: 3 },
              readinessProbe: {
                httpGet: { path: '/health/ready', port: 'http' },
                periodSeconds: 5,
                timeoutSeconds: 3,
                failureThreshold: 2,
              },
              resources: FRONTEND_RESOURCES,
              securityContext: CONTAINER_SECURITY,
              volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
            },
          ],
          volumes: [{ name: 'tmp', emptyDir: { sizeLimit: '16Mi' } }],
        },
      },
    },
  };
  return [
    { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name, labels: labels(name) }, automountServiceAccountToken: false },
    deployment,
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name, labels: labels(name) },
      spec: { selector: selector(name), ports: [{ name: 'http', port: FRONTEND_PORT, targetPort: 'http' }] },
    },
    {
      apiVersion: 'policy/v1',
      kind: 'PodDisruptionBudget',
      metadata: { name, labels: labels(name) },
      spec: { maxUnavailable: 1, selector: { matchLabels: selector(name) } },
    },
    {
      apiVersion: 'autoscaling/v2',
      kind: 'HorizontalPodAutoscaler',
      metadata: { name, labels: labels(name) },
      spec: {
        scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
        minReplicas: 2,
        maxReplicas: 4,
        metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
        behavior: { scaleDown: { stabilizationWindowSeconds: 300 } },
      },
    },
  ];
}

export function frontendsFile() {
  const header = [
    '# GENERATED by deploy/k8s/generate.mjs from deploy/docker/frontends.mjs: edit those, then run',
    '# `node deploy/k8s/generate.mjs`.',
    '#',
    `# The front ends, one deployable each (image treina/<name>, port ${FRONTEND_PORT}): the shell and every UI remote.`,
    '# The gateway routes / to the shell and /remotes/<name>/ to each remote (REMOTES_FILE: the ConfigMap',
    '# treina-remotes below, which names each remote and its Service). A department releases its remote by',
    '# setting its image and rolling its Deployment; the version shown to users is the one its image reports.',
    '# Its name has no hash suffix on purpose: an edit (a remote moved, a version pinned with "version") reaches',
    '# the running gateway pods through the mounted file, without rolling them (deploy/README.md).',
  ];
  const remotes = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: REMOTES_CONFIGMAP, labels: { 'app.kubernetes.io/name': 'gateway', 'app.kubernetes.io/component': 'gateway' } },
    data: { 'remotes.json': `${JSON.stringify(remotesConfig(), null, 2)}\n` },
  };
  return `${header.join('\n')}\n${[remotes, ...Object.keys(FRONTENDS).flatMap(frontendObjects)]
    .map((object) => stringify(object, { lineWidth: 0, aliasDuplicateObjects: false }))
    .join('---\n')}`;
}

function wrap(text, width = 96) {
  const lines = [];
  let line = '#';
  for (const word of text.split(' ')) {
    if (`${line} ${word}`.length > width) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const name of Object.keys(SERVICES)) {
    writeFileSync(join(HERE, 'base', `${name}.yaml`), baseFile(name));
    process.stdout.write(`deploy/k8s/base/${name}.yaml\n`);
  }
  writeFileSync(join(HERE, 'base', 'frontends.yaml'), frontendsFile());
  process.stdout.write('deploy/k8s/base/frontends.yaml\n');
}
