#!/usr/bin/env node
// A small, offline renderer for exactly the kustomize features deploy/k8s uses, so `npm test`
// can check the manifests without a kustomize or kubectl binary:
//   resources (files and kustomization folders), namespace, labels (includeTemplates; not
//   includeSelectors), images (newName, newTag, digest), configMapGenerator / secretGenerator
//   (literals, files, envs; behavior create|merge|replace; name suffix hash and the rewriting of
//   references to the suffixed names), patches (strategic merge or JSON 6902, by path or inline,
//   with a target of kind/name).
// Any other kustomization field is an error here rather than being silently ignored. The real
// deployment uses kubectl (`kubectl apply -k`), which renders the same objects.
//
//   node deploy/k8s/kustomize.mjs deploy/k8s/overlays/production     # prints the YAML
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments, stringify } from 'yaml';

const KUSTOMIZATION_FIELDS = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'labels',
  'images',
  'configMapGenerator',
  'secretGenerator',
  'generatorOptions',
  'patches',
]);
/** Kinds without a namespace (the namespace transformer leaves them alone). */
export const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PersistentVolume',
  'StorageClass',
  'PriorityClass',
  'IngressClass',
  'ClusterSecretStore',
  'ClusterIssuer',
  'ValidatingWebhookConfiguration',
  'MutatingWebhookConfiguration',
]);
const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job']);
const GENERATED = Symbol('generated');

/**
 * Manifests as Kubernetes reads them: YAML 1.1 (`0440` is octal, `yes` a boolean), several
 * documents per file, empty documents skipped.
 */
export function parseManifests(text, source = 'input') {
  const objects = [];
  for (const doc of parseAllDocuments(text, { version: '1.1' })) {
    if (doc.errors.length) throw new Error(`${source}: ${doc.errors[0].message}`);
    const value = doc.toJS();
    if (value !== null && value !== undefined) objects.push(value);
  }
  return objects;
}

/** The pod spec of a workload object, if it has one. */
export function podSpecOf(object) {
  if (WORKLOADS.has(object.kind)) return object.spec?.template?.spec;
  if (object.kind === 'CronJob') return object.spec?.jobTemplate?.spec?.template?.spec;
  if (object.kind === 'Pod') return object.spec;
  return undefined;
}

function podTemplateMetadata(object) {
  if (WORKLOADS.has(object.kind)) return (object.spec.template.metadata ??= {});
  if (object.kind === 'CronJob') return (object.spec.jobTemplate.spec.template.metadata ??= {});
  return undefined;
}

export const containersOf = (podSpec) => [...(podSpec?.initContainers ?? []), ...(podSpec?.containers ?? [])];

// ---------------------------------------------------------------- generators

function parseEnvFile(text) {
  const data = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    if (at < 1) throw new Error(`env file line without KEY=value: ${line}`);
    data[line.slice(0, at)] = line.slice(at + 1);
  }
  return data;
}

function generatorData(generator, dir, readFile) {
  const data = {};
  for (const literal of generator.literals ?? []) {
    const at = literal.indexOf('=');
    if (at < 1) throw new Error(`${generator.name}: literal without KEY=value: ${literal}`);
    data[literal.slice(0, at)] = literal.slice(at + 1);
  }
  for (const file of generator.files ?? []) {
    const [key, path] = file.includes('=') ? file.split(/=(.*)/s) : [file.split('/').pop(), file];
    data[key] = readFile(resolve(dir, path)).toString('utf8');
  }
  for (const envFile of [...(generator.envs ?? []), ...(generator.env ? [generator.env] : [])]) {
    Object.assign(data, parseEnvFile(readFile(resolve(dir, envFile)).toString('utf8')));
  }
  return data;
}

function applyGenerator(objects, kind, generator, dir, readFile, generatorOptions = {}) {
  const known = new Set(['name', 'namespace', 'behavior', 'literals', 'files', 'envs', 'env', 'type', 'options']);
  for (const field of Object.keys(generator))
    if (!known.has(field)) throw new Error(`${kind} generator ${generator.name}: unsupported field ${field}`);
  const values = generatorData(generator, dir, readFile);
  const encoded =
    kind === 'Secret'
      ? Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Buffer.from(value).toString('base64')]))
      : values;
  const behavior = generator.behavior ?? 'create';
  const existing = objects.find((object) => object.kind === kind && object.metadata?.name === generator.name && object[GENERATED]);
  if (behavior === 'create') {
    if (existing) throw new Error(`${kind} ${generator.name} is generated twice (use behavior: merge)`);
    const options = { ...generatorOptions, ...generator.options };
    const object = {
      apiVersion: 'v1',
      kind,
      metadata: {
        name: generator.name,
        ...(generator.namespace ? { namespace: generator.namespace } : {}),
        ...(options.labels ? { labels: { ...options.labels } } : {}),
        ...(options.annotations ? { annotations: { ...options.annotations } } : {}),
      },
      ...(kind === 'Secret' ? { type: generator.type ?? 'Opaque' } : {}),
      data: encoded,
    };
    object[GENERATED] = { hash: !options.disableNameSuffixHash };
    objects.push(object);
  } else if (behavior === 'merge' || behavior === 'replace') {
    if (!existing) throw new Error(`${kind} ${generator.name}: behavior ${behavior} but no such generated ${kind} in the resources`);
    existing.data = behavior === 'merge' ? { ...existing.data, ...encoded } : encoded;
  } else {
    throw new Error(`${kind} ${generator.name}: unknown behavior ${behavior}`);
  }
}

/** Go's encoding/json: keys sorted, <, > and & escaped (kustomize hashes that text). */
function goJson(value) {
  const sort = (item) =>
    Array.isArray(item)
      ? item.map(sort)
      : item && typeof item === 'object'
        ? Object.fromEntries(
            Object.keys(item)
              .sort()
              .map((key) => [key, sort(item[key])]),
          )
        : item;
  return JSON.stringify(sort(value)).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** kustomize's name suffix: sha256 of the object's kind, name, (type) and data, 10 characters, vowels avoided. */
export function nameHash(object) {
  const encoded =
    object.kind === 'Secret'
      ? { kind: 'Secret', type: object.type, name: object.metadata.name, data: object.data ?? {} }
      : { kind: 'ConfigMap', name: object.metadata.name, data: object.data ?? {} };
  const hex = createHash('sha256').update(goJson(encoded)).digest('hex');
  const swap = { 0: 'g', 1: 'h', 3: 'k', a: 'm', e: 't' };
  return [...hex.slice(0, 10)].map((char) => swap[char] ?? char).join('');
}

/** Every place a pod spec (or an Ingress) names a ConfigMap or a Secret: [kind, holder, field]. */
export function configReferences(object) {
  const refs = [];
  const podSpec = podSpecOf(object);
  if (podSpec) {
    for (const container of containersOf(podSpec)) {
      for (const source of container.envFrom ?? []) {
        if (source.configMapRef)
          refs.push({
            kind: 'ConfigMap',
            holder: source.configMapRef,
            field: 'name',
            container: container.name,
            optional: source.configMapRef.optional,
          });
        if (source.secretRef)
          refs.push({
            kind: 'Secret',
            holder: source.secretRef,
            field: 'name',
            container: container.name,
            optional: source.secretRef.optional,
          });
      }
      for (const variable of container.env ?? []) {
        const from = variable.valueFrom ?? {};
        if (from.configMapKeyRef)
          refs.push({
            kind: 'ConfigMap',
            holder: from.configMapKeyRef,
            field: 'name',
            key: from.configMapKeyRef.key,
            container: container.name,
            optional: from.configMapKeyRef.optional,
          });
        if (from.secretKeyRef)
          refs.push({
            kind: 'Secret',
            holder: from.secretKeyRef,
            field: 'name',
            key: from.secretKeyRef.key,
            container: container.name,
            optional: from.secretKeyRef.optional,
          });
      }
    }
    for (const volume of podSpec.volumes ?? []) {
      if (volume.configMap)
        refs.push({
          kind: 'ConfigMap',
          holder: volume.configMap,
          field: 'name',
          volume: volume.name,
          optional: volume.configMap.optional,
          keys: volume.configMap.items?.map((item) => item.key),
        });
      if (volume.secret)
        refs.push({
          kind: 'Secret',
          holder: volume.secret,
          field: 'secretName',
          volume: volume.name,
          optional: volume.secret.optional,
          keys: volume.secret.items?.map((item) => item.key),
        });
      for (const source of volume.projected?.sources ?? []) {
        if (source.configMap)
          refs.push({
            kind: 'ConfigMap',
            holder: source.configMap,
            field: 'name',
            volume: volume.name,
            optional: source.configMap.optional,
          });
        if (source.secret)
          refs.push({ kind: 'Secret', holder: source.secret, field: 'name', volume: volume.name, optional: source.secret.optional });
      }
    }
    for (const pullSecret of podSpec.imagePullSecrets ?? []) refs.push({ kind: 'Secret', holder: pullSecret, field: 'name' });
  }
  if (object.kind === 'Ingress')
    for (const tls of object.spec?.tls ?? [])
      if (tls.secretName) refs.push({ kind: 'Secret', holder: tls, field: 'secretName', external: true });
  return refs;
}

function suffixGeneratedNames(objects) {
  const renamed = new Map();
  for (const object of objects) {
    if (!object[GENERATED]?.hash) continue;
    const before = object.metadata.name;
    object.metadata.name = `${before}-${nameHash(object)}`;
    renamed.set(`${object.metadata.namespace ?? ''}/${object.kind}/${before}`, object.metadata.name);
  }
  for (const object of objects) {
    for (const ref of configReferences(object)) {
      const target = renamed.get(`${object.metadata?.namespace ?? ''}/${ref.kind}/${ref.holder[ref.field]}`);
      if (target) ref.holder[ref.field] = target;
    }
  }
}

// ---------------------------------------------------------------- patches

const MERGE_KEYS = {
  containers: 'name',
  initContainers: 'name',
  ephemeralContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  imagePullSecrets: 'name',
  volumeClaimTemplates: 'metadata.name',
};
const keyOf = (item, path) => path.split('.').reduce((value, part) => value?.[part], item);

/** Strategic merge for the fields our patches touch: maps merge, `null` deletes, lists with a merge key merge by it, other lists are replaced. */
export function strategicMerge(target, patch, field) {
  if (Array.isArray(patch)) {
    const mergeKey =
      MERGE_KEYS[field] ??
      (field === 'ports' && patch.every((item) => item && 'containerPort' in item)
        ? 'containerPort'
        : field === 'ports'
          ? 'port'
          : undefined);
    if (!mergeKey || !Array.isArray(target)) return patch.filter((item) => item?.$patch !== 'delete');
    const result = target.map((item) => item);
    for (const item of patch) {
      const index = result.findIndex((existing) => keyOf(existing, mergeKey) === keyOf(item, mergeKey));
      if (item?.$patch === 'delete') {
        if (index >= 0) result.splice(index, 1);
      } else if (index >= 0) {
        result[index] = strategicMerge(result[index], item);
      } else {
        result.push(item);
      }
    }
    return result;
  }
  if (patch && typeof patch === 'object') {
    if (patch.$patch === 'replace') {
      const { $patch, ...rest } = patch;
      return rest;
    }
    const result = target && typeof target === 'object' && !Array.isArray(target) ? { ...target } : {};
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete result[key];
      else result[key] = strategicMerge(result[key], value, key);
    }
    return result;
  }
  return patch;
}

const pointer = (path) =>
  path === ''
    ? []
    : path
        .slice(1)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

/** RFC 6902 add, remove, replace and test. */
export function applyJson6902(document, operations, label = 'patch') {
  for (const operation of operations) {
    const parts = pointer(operation.path);
    const last = parts.pop();
    let parent = document;
    for (const part of parts) {
      parent = Array.isArray(parent) ? parent[Number(part)] : parent?.[part];
      if (parent === undefined) throw new Error(`${label}: ${operation.op} ${operation.path}: no such path`);
    }
    const isArray = Array.isArray(parent);
    const index = last === '-' ? parent.length : Number(last);
    switch (operation.op) {
      case 'add':
        if (isArray) parent.splice(index, 0, operation.value);
        else parent[last] = operation.value;
        break;
      case 'replace':
        if (isArray ? index >= parent.length : !(last in parent)) throw new Error(`${label}: replace ${operation.path}: no such path`);
        if (isArray) parent[index] = operation.value;
        else parent[last] = operation.value;
        break;
      case 'remove':
        if (isArray ? index >= parent.length : !(last in parent)) throw new Error(`${label}: remove ${operation.path}: no such path`);
        if (isArray) parent.splice(index, 1);
        else delete parent[last];
        break;
      case 'test':
        if (JSON.stringify(isArray ? parent[index] : parent[last]) !== JSON.stringify(operation.value))
          throw new Error(`${label}: test ${operation.path} failed`);
        break;
      default:
        throw new Error(`${label}: unsupported operation ${operation.op}`);
    }
  }
}

function matches(object, target) {
  for (const field of Object.keys(target))
    if (!['kind', 'name', 'namespace', 'group', 'version'].includes(field)) throw new Error(`patch target: unsupported field ${field}`);
  const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : ['', object.apiVersion];
  return (
    (!target.kind || target.kind === object.kind) &&
    (!target.name || target.name === object.metadata?.name) &&
    (!target.namespace || target.namespace === object.metadata?.namespace) &&
    (target.group === undefined || target.group === group) &&
    (!target.version || target.version === version)
  );
}

function applyPatch(objects, entry, dir, readFile) {
  for (const field of Object.keys(entry))
    if (!['path', 'patch', 'target'].includes(field)) throw new Error(`patches: unsupported field ${field}`);
  const label = entry.path ?? 'inline patch';
  const text = entry.path ? readFile(resolve(dir, entry.path)).toString('utf8') : entry.patch;
  const parsed = parseManifests(text, label);
  if (parsed.length === 1 && Array.isArray(parsed[0])) {
    if (!entry.target) throw new Error(`${label}: a JSON 6902 patch needs a target`);
    const selected = objects.filter((object) => matches(object, entry.target));
    if (!selected.length) throw new Error(`${label}: the target ${JSON.stringify(entry.target)} matches no object`);
    for (const object of selected) applyJson6902(object, parsed[0], label);
    return;
  }
  for (const patch of parsed) {
    const target = entry.target ?? { kind: patch.kind, name: patch.metadata?.name };
    const selected = objects.filter((object) => matches(object, target));
    if (!selected.length) throw new Error(`${label}: ${patch.kind}/${patch.metadata?.name} matches no object`);
    for (const object of selected) {
      const { metadata, ...rest } = patch;
      const merged = strategicMerge(object, { ...rest, ...(metadata ? { metadata: { ...metadata, name: object.metadata.name } } : {}) });
      for (const key of Object.keys(object)) delete object[key];
      Object.assign(object, merged);
    }
  }
}

// ---------------------------------------------------------------- transformers

function splitImage(image) {
  const at = image.indexOf('@');
  const withoutDigest = at >= 0 ? image.slice(0, at) : image;
  const slash = withoutDigest.lastIndexOf('/');
  const colon = withoutDigest.lastIndexOf(':');
  const hasTag = colon > slash;
  return {
    name: hasTag ? withoutDigest.slice(0, colon) : withoutDigest,
    tag: hasTag ? withoutDigest.slice(colon + 1) : undefined,
    digest: at >= 0 ? image.slice(at + 1) : undefined,
  };
}

function applyImages(objects, images) {
  for (const rule of images) {
    for (const field of Object.keys(rule))
      if (!['name', 'newName', 'newTag', 'digest'].includes(field)) throw new Error(`images: unsupported field ${field}`);
    for (const object of objects) {
      for (const container of containersOf(podSpecOf(object))) {
        const image = splitImage(container.image ?? '');
        if (image.name !== rule.name) continue;
        const name = rule.newName ?? image.name;
        if (rule.digest) container.image = `${name}@${rule.digest}`;
        else {
          const tag = rule.newTag ?? image.tag;
          container.image = `${name}${tag ? `:${tag}` : ''}${!rule.newTag && image.digest ? `@${image.digest}` : ''}`;
        }
      }
    }
  }
}

function applyLabels(objects, labelRules) {
  for (const rule of labelRules) {
    for (const field of Object.keys(rule))
      if (!['pairs', 'includeSelectors', 'includeTemplates'].includes(field)) throw new Error(`labels: unsupported field ${field}`);
    if (rule.includeSelectors)
      throw new Error('labels: includeSelectors is not supported by this renderer (selectors are immutable anyway)');
    for (const object of objects) {
      object.metadata ??= {};
      object.metadata.labels = { ...object.metadata.labels, ...rule.pairs };
      if (rule.includeTemplates) {
        const template = podTemplateMetadata(object);
        if (template) template.labels = { ...template.labels, ...rule.pairs };
      }
    }
  }
}

// ---------------------------------------------------------------- build

function build(dir, readFile, seen) {
  const file = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'].map((name) => join(dir, name)).find((path) => existsSync(path));
  if (!file) throw new Error(`${dir}: no kustomization.yaml`);
  if (seen.has(file)) throw new Error(`${file}: included twice`);
  seen.add(file);
  const [kustomization] = parseManifests(readFile(file).toString('utf8'), file);
  for (const field of Object.keys(kustomization))
    if (!KUSTOMIZATION_FIELDS.has(field)) throw new Error(`${file}: field ${field} is not supported by deploy/k8s/kustomize.mjs`);

  const objects = [];
  for (const entry of kustomization.resources ?? []) {
    const path = resolve(dir, entry);
    if (existsSync(path) && statSync(path).isDirectory()) objects.push(...build(path, readFile, seen));
    else objects.push(...parseManifests(readFile(path).toString('utf8'), path));
  }
  for (const generator of kustomization.configMapGenerator ?? [])
    applyGenerator(objects, 'ConfigMap', generator, dir, readFile, kustomization.generatorOptions);
  for (const generator of kustomization.secretGenerator ?? [])
    applyGenerator(objects, 'Secret', generator, dir, readFile, kustomization.generatorOptions);
  for (const patch of kustomization.patches ?? []) applyPatch(objects, patch, dir, readFile);
  if (kustomization.namespace) {
    for (const object of objects) if (!CLUSTER_SCOPED.has(object.kind)) (object.metadata ??= {}).namespace = kustomization.namespace;
  }
  applyLabels(objects, kustomization.labels ?? []);
  applyImages(objects, kustomization.images ?? []);
  return objects;
}

/**
 * Renders the kustomization in `dir`. `readFile(path)` reads every file (default fs); tests
 * pass one that falls back to `<path>.example` for the git-ignored secret files.
 */
export function render(dir, options = {}) {
  const readFile = options.readFile ?? ((path) => readFileSync(path));
  const objects = build(resolve(dir), readFile, new Set());
  suffixGeneratedNames(objects);
  return objects;
}

/** A readFile that uses `<path>.example` where `<path>` does not exist (git-ignored secrets). */
export const readWithExamples = (path) => readFileSync(existsSync(path) ? path : `${path}.example`);

export const toYaml = (objects) => objects.map((object) => stringify(object, { lineWidth: 0 })).join('---\n');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    process.stderr.write('usage: node deploy/k8s/kustomize.mjs <kustomization folder> [--examples]\n');
    process.exit(2);
  }
  const objects = render(dir, process.argv.includes('--examples') ? { readFile: readWithExamples } : {});
  process.stdout.write(toYaml(objects));
}
