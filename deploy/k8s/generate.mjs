#!/usr/bin/env node
// Writes deploy/k8s/base/<app>.yaml (ServiceAccount, Deployment, Service, PodDisruptionBudget,
// HorizontalPodAutoscaler) for the six server applications from one description, so they stay
// alike: `node deploy/k8s/generate.mjs`. `npm test` (tools/deploy.spec.mjs) fails when a
// committed file differs from what this writes; edit here, then regenerate. Everything else in
// deploy/k8s is written by hand.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { SERVICES } from '../docker/services.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Where the session keys are mounted (JWT_PUBLIC_KEY_FILE in the ConfigMap points here). */
export const PUBLIC_KEY_DIR = '/var/run/treina/session-public';
export const PRIVATE_KEY_DIR = '/var/run/treina/session-private';
/** The gateway's metrics listener (METRICS_PORT): its public port never serves /metrics. The services serve it on their own port. */
export const GATEWAY_METRICS_PORT = 9464;

/** Per application: resources, autoscaling and what the comments say about scaling it. */
const SIZING = {
  identity: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '640Mi' }, min: 2, max: 6 },
  crm: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' }, min: 2, max: 6 },
  academic: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' }, min: 2, max: 6 },
  finance: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' }, min: 2, max: 6 },
  reporting: { requests: { cpu: '100m', memory: '192Mi' }, limits: { cpu: '1', memory: '512Mi' }, min: 2, max: 6 },
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
  gateway: 'Stateless; the login rate limits are counted in Redis (REDIS_URL), shared by every replica (see deploy/README.md).',
};
const CONSUMER_NOTE =
  'Every replica consumes the same quorum queue (<name>.events): RabbitMQ hands each message to one ' +
  'consumer, a message redelivered after a crash or a shutdown is skipped by the inbox (consumer, ' +
  'message id) in the same transaction as its effect, and the outbox relay claims rows with FOR ' +
  'UPDATE SKIP LOCKED, so replicas never publish a row twice.';

const labels = (name) => ({ 'app.kubernetes.io/name': name, 'app.kubernetes.io/component': name === 'gateway' ? 'gateway' : 'service' });
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
    volumeMounts.push({ name: 'frontends', mountPath: '/app/frontends', readOnly: true });
    volumes.push({ name: 'frontends', emptyDir: { sizeLimit: '256Mi' } });
  }

  const env = [{ name: 'PORT', value: String(service.port) }];
  if (name === 'gateway') env.push({ name: 'METRICS_PORT', value: String(GATEWAY_METRICS_PORT) });
  if (backend) env.push(databaseEnv, amqpEnv);
  if (name === 'identity') env.push({ name: 'JWT_PRIVATE_KEY_FILE', value: `${PRIVATE_KEY_DIR}/session-private.pem` });
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
    : [
        {
          // The front ends (their own image and version) into the folder the gateway serves.
          name: 'frontends',
          image: 'treina/frontends',
          env: [{ name: 'FRONTENDS_TARGET', value: '/frontends' }],
          resources: INIT_RESOURCES,
          securityContext: CONTAINER_SECURITY,
          volumeMounts: [{ name: 'frontends', mountPath: '/frontends' }],
        },
      ];

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
          // SHUTDOWN_DELAY_MS (5 s, readiness 503 while endpoints update) + SHUTDOWN_TIMEOUT_MS (20 s) < 30 s.
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
          initContainers,
          containers: [
            {
              name,
              image,
              ports: [
                { name: 'http', containerPort: service.port },
                ...(backend ? [] : [{ name: 'metrics', containerPort: GATEWAY_METRICS_PORT }]),
              ],
              envFrom: [config],
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
    '# GENERATED by deploy/k8s/generate.mjs (one description for all six applications): edit it there,',
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
      ? ['# Init container: copies the front ends (image treina/frontends) into the emptyDir the gateway serves.']
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
}
