// The seven server applications as the container and Kubernetes files know them: one
// source for the Dockerfile generator (deploy/docker/generate.mjs), the compose file's
// checks and the manifest checks (tools/deploy.spec.mjs).

/** Node 24 LTS, pinned; build stages on Debian slim (glibc: nx's native binary), runtime on Alpine. */
export const NODE_VERSION = '24.21.0';
/** The Dockerfiles' default base images (build arguments BUILD_IMAGE and RUNTIME_IMAGE): the official tags. */
export const BUILD_IMAGE = `node:${NODE_VERSION}-trixie-slim`;
export const RUNTIME_IMAGE = `node:${NODE_VERSION}-alpine`;

/**
 * The V8 flags a service runs with (the images' CMD, `npm start`, the tests): 2 MiB semi-spaces (more where SERVICES says a service's
 * saves need it) and an old generation capped at 256 MiB, which keep memory low at the same throughput. Why: deploy/README.md, 'V8 flags'.
 */
export function serviceNodeFlags(name) {
  return [`--max-semi-space-size=${SERVICES[name]?.youngGenerationMiB ?? 2}`, '--max-old-space-size=256'];
}

/**
 * Per application: port (HTTP, as tools/infra.mjs), migrations (has `cli.js migrate`), writable (folders written at run time, each with
 * the env var naming it; the rest is read-only in Kubernetes), consumer (consumes a queue; replicas share it), youngGenerationMiB (not 2).
 */
export const SERVICES = {
  identity: { port: 3001, migrations: true, consumer: true, writable: { MAIL_DIR: '/app/var/mail' } },
  crm: { port: 3002, migrations: true, consumer: true, writable: {} },
  // A class save of 40 entries allocates megabytes that live across its statements: with 2 MiB semi-spaces
  // academic spent three times as long in GC on each as with 16 (bench/RESULTS.md, big classes' PATCH).
  academic: { port: 3003, migrations: true, consumer: true, writable: { UPLOAD_DIR: '/app/var/uploads' }, youngGenerationMiB: 16 },
  // The consumers of every enrolment event: with 8 MiB semi-spaces the capacity benchmark held a higher
  // rate and they spent less CPU per event, idle memory unchanged (bench/RESULTS.md, capacity).
  finance: { port: 3004, migrations: true, consumer: true, writable: {}, youngGenerationMiB: 8 },
  reporting: { port: 3005, migrations: true, consumer: true, writable: {}, youngGenerationMiB: 8 },
  assessment: { port: 3006, migrations: true, consumer: true, writable: {} },
  gateway: { port: 3000, migrations: false, consumer: false, writable: {} },
};

/** Backend services (everything behind the gateway). */
export const BACKENDS = Object.keys(SERVICES).filter((name) => name !== 'gateway');

/** The image every deployment file names; a version tag is added by compose (TREINA_VERSION) or kustomize (`images:`). */
export const imageName = (app) => `treina/${app}`;
