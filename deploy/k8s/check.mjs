#!/usr/bin/env node
// Checks rendered manifests offline: every object against the Kubernetes OpenAPI schemas (the
// `kubernetes-models` package's validators; a small structural check for the one custom
// resource we use, ExternalSecret), then Treina's own rules. Returns problems as
// "<Kind>/<name>: what is wrong" strings; none means the manifests pass.
//
//   node deploy/k8s/check.mjs deploy/k8s/overlays/production [--examples]
//
// Rules (RULES below): images tagged and never `latest`; readiness and liveness probes on every
// long-running container (our images on /health/ready and /health/live); CPU and memory requests
// and limits on every container; non-root, no privilege escalation, all capabilities dropped,
// seccomp RuntimeDefault, read-only root file system (unless the pod says why not); every
// ConfigMap, Secret and ServiceAccount a pod names exists (and the keys it names); a
// PodDisruptionBudget for every Deployment; HorizontalPodAutoscalers aim at existing Deployments
// that leave `replicas` to them; Services select pods and their named ports; Ingress backends
// exist; only identity mounts the session private key.
import { fileURLToPath } from 'node:url';
import { configReferences, containersOf, podSpecOf, readWithExamples, render } from './kustomize.mjs';

const LONG_RUNNING = new Set(['Deployment', 'StatefulSet', 'DaemonSet']);
const OUR_IMAGE = /(^|\/)treina\/[a-z-]+(:|@|$)/;
const PRIVATE_KEY_SECRET = 'treina-session-private-key';

const id = (object) => `${object.kind}/${object.metadata?.name ?? '?'}`;
const nsOf = (object) => object.metadata?.namespace ?? '';
/** A generated object's name without kustomize's hash suffix. */
const baseName = (name = '') => name.replace(/-[a-z0-9]{10}$/, '');

// ---------------------------------------------------------------- schemas

const models = new Map();
async function modelFor(apiVersion, kind) {
  const key = `${apiVersion}/${kind}`;
  if (!models.has(key)) {
    models.set(
      key,
      import(`kubernetes-models/${apiVersion}/${kind}`).then(
        (module) => module[kind],
        () => undefined,
      ),
    );
  }
  return models.get(key);
}

/** external-secrets.io/v1 ExternalSecret: the fields we rely on (the operator validates the rest). */
function checkExternalSecret(object) {
  const problems = [];
  const spec = object.spec ?? {};
  if (!spec.secretStoreRef?.name || !['SecretStore', 'ClusterSecretStore'].includes(spec.secretStoreRef.kind ?? 'SecretStore'))
    problems.push('spec.secretStoreRef needs a name and kind SecretStore or ClusterSecretStore');
  if (!Array.isArray(spec.data) && !Array.isArray(spec.dataFrom)) problems.push('spec.data or spec.dataFrom is required');
  for (const [index, item] of (spec.data ?? []).entries()) {
    if (!item.secretKey || !item.remoteRef?.key) problems.push(`spec.data[${index}] needs secretKey and remoteRef.key`);
  }
  if (spec.target?.creationPolicy && !['Owner', 'Orphan', 'Merge', 'None'].includes(spec.target.creationPolicy))
    problems.push(`spec.target.creationPolicy ${spec.target.creationPolicy} is not a valid policy`);
  return problems;
}

export async function validateSchemas(objects) {
  const problems = [];
  for (const object of objects) {
    if (!object || typeof object !== 'object' || !object.apiVersion || !object.kind) {
      problems.push(`${object?.metadata?.name ?? 'an object'}: apiVersion and kind are required`);
      continue;
    }
    if (!object.metadata?.name) problems.push(`${object.kind}: metadata.name is required`);
    if (object.apiVersion === 'external-secrets.io/v1' && object.kind === 'ExternalSecret') {
      for (const problem of checkExternalSecret(object)) problems.push(`${id(object)}: ${problem}`);
      continue;
    }
    const Model = await modelFor(object.apiVersion, object.kind);
    if (!Model) {
      problems.push(`${id(object)}: no schema for ${object.apiVersion} ${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      const details = error.errors?.length ? error.errors.map((item) => `${item.instancePath || '/'} ${item.message}`) : [error.message];
      for (const detail of details) problems.push(`${id(object)}: schema: ${detail}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------- rules

const selectorMatches = (selector, labels = {}) =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels[key] === value);

function imageProblem(image) {
  if (!image) return 'has no image';
  const withoutDigest = image.split('@')[0];
  const hasDigest = image.includes('@');
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  const tag = colon > slash ? withoutDigest.slice(colon + 1) : undefined;
  if (tag === 'latest') return `uses the tag "latest" (${image}); pin a version`;
  if (!tag && !hasDigest) return `has no tag (${image}); pin a version`;
  return undefined;
}

function securityProblems(podSpec, container, annotations = {}) {
  const pod = podSpec.securityContext ?? {};
  const own = container.securityContext ?? {};
  const problems = [];
  const runAsNonRoot = own.runAsNonRoot ?? pod.runAsNonRoot;
  const runAsUser = own.runAsUser ?? pod.runAsUser;
  if (runAsNonRoot !== true) problems.push('runAsNonRoot is not true');
  if (runAsUser === 0) problems.push('runs as user 0 (root)');
  if (own.allowPrivilegeEscalation !== false) problems.push('allowPrivilegeEscalation is not false');
  if (!(own.capabilities?.drop ?? []).includes('ALL')) problems.push('does not drop ALL capabilities');
  if ((own.capabilities?.add ?? []).length) problems.push(`adds capabilities ${own.capabilities.add.join(', ')}`);
  if (own.privileged) problems.push('is privileged');
  const seccomp = (own.seccompProfile ?? pod.seccompProfile)?.type;
  if (!['RuntimeDefault', 'Localhost'].includes(seccomp)) problems.push('has no seccompProfile RuntimeDefault');
  if (own.readOnlyRootFilesystem !== true && !annotations['treina.dev/writable-root-filesystem']) {
    problems.push('readOnlyRootFilesystem is not true (or say why in the pod annotation treina.dev/writable-root-filesystem)');
  }
  return problems;
}

function probeProblems(container) {
  const problems = [];
  if (!container.readinessProbe) problems.push('has no readinessProbe');
  if (!container.livenessProbe) problems.push('has no livenessProbe');
  if (OUR_IMAGE.test(container.image ?? '')) {
    if (container.readinessProbe && container.readinessProbe.httpGet?.path !== '/health/ready')
      problems.push('readinessProbe is not GET /health/ready');
    if (container.livenessProbe && container.livenessProbe.httpGet?.path !== '/health/live')
      problems.push('livenessProbe is not GET /health/live');
  }
  return problems;
}

function resourceProblems(container) {
  const missing = [];
  for (const kind of ['requests', 'limits'])
    for (const resource of ['cpu', 'memory']) if (!container.resources?.[kind]?.[resource]) missing.push(`${kind}.${resource}`);
  return missing.length ? [`has no resources ${missing.join(', ')}`] : [];
}

/** Keys a Secret or ConfigMap in the rendered output provides, or undefined when not known (an ExternalSecret's are). */
function providedKeys(object) {
  if (object.kind === 'ExternalSecret') return new Set((object.spec?.data ?? []).map((item) => item.secretKey));
  return new Set([...Object.keys(object.data ?? {}), ...Object.keys(object.stringData ?? {}), ...Object.keys(object.binaryData ?? {})]);
}

export function checkRules(objects) {
  const problems = [];
  const report = (object, message) => problems.push(`${id(object)}: ${message}`);

  // What exists, per namespace: ConfigMaps, Secrets (also those an ExternalSecret makes), ServiceAccounts.
  const provided = new Map();
  const provide = (namespace, kind, name, keys) => provided.set(`${namespace}/${kind}/${name}`, keys);
  for (const object of objects) {
    if (object.kind === 'ConfigMap' || object.kind === 'Secret')
      provide(nsOf(object), object.kind, object.metadata?.name, providedKeys(object));
    if (object.kind === 'ExternalSecret')
      provide(nsOf(object), 'Secret', object.spec?.target?.name ?? object.metadata?.name, providedKeys(object));
    if (object.kind === 'ServiceAccount') provide(nsOf(object), 'ServiceAccount', object.metadata?.name, new Set());
  }

  const workloads = objects.filter((object) => podSpecOf(object));
  for (const object of workloads) {
    const podSpec = podSpecOf(object);
    const annotations = (object.spec?.template?.metadata ?? object.metadata)?.annotations ?? {};
    for (const container of containersOf(podSpec)) {
      const where = `container ${container.name}`;
      const isInit = (podSpec.initContainers ?? []).includes(container);
      const imageIssue = imageProblem(container.image);
      if (imageIssue) report(object, `${where} ${imageIssue}`);
      if (!isInit && LONG_RUNNING.has(object.kind)) for (const problem of probeProblems(container)) report(object, `${where} ${problem}`);
      for (const problem of resourceProblems(container)) report(object, `${where} ${problem}`);
      for (const problem of securityProblems(podSpec, container, annotations)) report(object, `${where} ${problem}`);
    }
    for (const ref of configReferences(object)) {
      if (ref.external) continue;
      const name = ref.holder[ref.field];
      const keys = provided.get(`${nsOf(object)}/${ref.kind}/${name}`);
      const place = ref.container ? `container ${ref.container}` : ref.volume ? `volume ${ref.volume}` : 'pod';
      if (!keys) {
        if (!ref.optional) report(object, `${place} references ${ref.kind} ${name}, which is not in the manifests`);
        continue;
      }
      for (const key of [ref.key, ...(ref.keys ?? [])].filter(Boolean)) {
        if (keys.size && !keys.has(key)) report(object, `${place} references key ${key} of ${ref.kind} ${name}, which has no such key`);
      }
      if (ref.kind === 'Secret' && baseName(name) === PRIVATE_KEY_SECRET && object.metadata?.name !== 'identity') {
        report(object, `${place} mounts the session private key; only identity may`);
      }
    }
    const account = podSpec.serviceAccountName;
    if (account && account !== 'default' && !provided.has(`${nsOf(object)}/ServiceAccount/${account}`))
      report(object, `serviceAccountName ${account} is not in the manifests`);
    if (object.spec?.selector?.matchLabels && !selectorMatches(object.spec.selector.matchLabels, object.spec.template?.metadata?.labels)) {
      report(object, 'spec.selector does not match the pod template labels');
    }
  }

  const deployments = objects.filter((object) => object.kind === 'Deployment');
  const pdbs = objects.filter((object) => object.kind === 'PodDisruptionBudget');
  const hpas = objects.filter((object) => object.kind === 'HorizontalPodAutoscaler');
  for (const deployment of deployments) {
    const labels = deployment.spec?.template?.metadata?.labels;
    if (!pdbs.some((pdb) => nsOf(pdb) === nsOf(deployment) && selectorMatches(pdb.spec?.selector?.matchLabels, labels))) {
      report(deployment, 'has no PodDisruptionBudget selecting its pods');
    }
    const scaler = hpas.find(
      (hpa) =>
        nsOf(hpa) === nsOf(deployment) &&
        hpa.spec?.scaleTargetRef?.kind === 'Deployment' &&
        hpa.spec.scaleTargetRef.name === deployment.metadata.name,
    );
    if (scaler && deployment.spec?.replicas !== undefined)
      report(
        deployment,
        `sets spec.replicas although HorizontalPodAutoscaler/${scaler.metadata.name} owns the count (each apply would reset it)`,
      );
  }
  for (const hpa of hpas) {
    const ref = hpa.spec?.scaleTargetRef ?? {};
    const target = objects.find((object) => object.kind === ref.kind && object.metadata?.name === ref.name && nsOf(object) === nsOf(hpa));
    if (!target) report(hpa, `scales ${ref.kind}/${ref.name}, which is not in the manifests`);
    if ((hpa.spec?.minReplicas ?? 1) > hpa.spec?.maxReplicas) report(hpa, 'minReplicas is above maxReplicas');
  }
  for (const pdb of pdbs) {
    if (
      !workloads.some(
        (object) => nsOf(object) === nsOf(pdb) && selectorMatches(pdb.spec?.selector?.matchLabels, object.spec?.template?.metadata?.labels),
      )
    ) {
      report(pdb, 'selects no pods');
    }
  }

  const services = objects.filter((object) => object.kind === 'Service');
  for (const service of services) {
    const selected = workloads.filter(
      (object) => nsOf(object) === nsOf(service) && selectorMatches(service.spec?.selector, object.spec?.template?.metadata?.labels),
    );
    if (!selected.length) {
      report(service, 'selects no pods');
      continue;
    }
    const names = new Set(
      selected.flatMap((object) =>
        containersOf(podSpecOf(object)).flatMap((container) => (container.ports ?? []).map((port) => port.name)),
      ),
    );
    for (const port of service.spec?.ports ?? []) {
      if (typeof port.targetPort === 'string' && !names.has(port.targetPort))
        report(service, `targetPort ${port.targetPort} is not a port name of the selected pods`);
    }
  }
  for (const ingress of objects.filter((object) => object.kind === 'Ingress')) {
    for (const rule of ingress.spec?.rules ?? []) {
      for (const path of rule.http?.paths ?? []) {
        const backend = path.backend?.service;
        const service = services.find((object) => object.metadata?.name === backend?.name && nsOf(object) === nsOf(ingress));
        if (!service) report(ingress, `routes ${rule.host ?? '*'}${path.path} to Service ${backend?.name}, which is not in the manifests`);
        else if (
          !(service.spec?.ports ?? []).some((port) =>
            backend.port?.name ? port.name === backend.port.name : port.port === backend.port?.number,
          )
        ) {
          report(ingress, `routes to a port of Service ${backend.name} that it does not have`);
        }
      }
    }
  }
  return problems;
}

/** Schemas, then rules. */
export async function checkManifests(objects) {
  return [...(await validateSchemas(objects)), ...checkRules(objects)];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    process.stderr.write('usage: node deploy/k8s/check.mjs <kustomization folder> [--examples]\n');
    process.exit(2);
  }
  const objects = render(dir, process.argv.includes('--examples') ? { readFile: readWithExamples } : {});
  const problems = await checkManifests(objects);
  for (const problem of problems) process.stdout.write(`${problem}\n`);
  process.stdout.write(`${objects.length} objects, ${problems.length} problems\n`);
  process.exit(problems.length ? 1 : 0);
}
