// The six server applications as the container and Kubernetes files know them: one
// source for the Dockerfile generator (deploy/docker/generate.mjs), the compose file's
// checks and the manifest checks (tools/deploy.spec.mjs).

/** Node 24 LTS, pinned; build stages on Debian slim (glibc: nx's native binary), runtime on Alpine. */
export const NODE_VERSION = '24.21.0';
/** The Dockerfiles' default base images (build arguments BUILD_IMAGE and RUNTIME_IMAGE): the official tags. */
export const BUILD_IMAGE = `node:${NODE_VERSION}-trixie-slim`;
export const RUNTIME_IMAGE = `node:${NODE_VERSION}-alpine`;

/**
 * The V8 flags a service runs with, in the images (their CMD) and in `npm start` / the tests
 * (tools/product.mjs).
 * - A young generation of 2 MiB per semi-space instead of V8's default of up to 16 MiB: each idle
 *   process keeps less memory (bench/RESULTS.md, idle memory), and a request's
 *   short-lived objects still fit in it. A service whose writes are big says how much it needs
 *   (SERVICES' youngGenerationMiB): in a small young generation the objects of a save that outlive
 *   a few scavenges are copied again and again, then promoted.
 * - An old generation of at most 256 MiB: V8 lets the heap grow between major collections by a
 *   factor that depends on this limit (up to 4x on a machine with gigabytes free, about 1.4x at
 *   256 MiB). Under the list benchmark crm, academic and finance grew from ~110 to ~260 MiB each
 *   with V8's default and stay near 135 MiB with this, at the same requests per second. A
 *   service's live heap is 30-60 MiB; the pods' memory limits (512 MiB, 384 for the gateway) leave
 *   room for buffers and native memory above it.
 */
export function serviceNodeFlags(name) {
  return [`--max-semi-space-size=${SERVICES[name]?.youngGenerationMiB ?? 2}`, '--max-old-space-size=256'];
}

/**
 * port: the service's HTTP port (as tools/infra.mjs: gateway 3000, services 3001..3005).
 * migrations: has `dist/src/cli.js migrate` (every service but the gateway).
 * writable: folders the service writes at run time (an emptyDir or a volume; the rest of the
 * file system is read-only in Kubernetes), with the env var that points the service at each.
 * consumer: consumes a queue (several replicas share it; the inbox removes duplicates).
 * youngGenerationMiB: V8's semi-space size when not the default 2 (serviceNodeFlags).
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
  gateway: { port: 3000, migrations: false, consumer: false, writable: {} },
};

/** Backend services (everything behind the gateway). */
export const BACKENDS = Object.keys(SERVICES).filter((name) => name !== 'gateway');

/** The image every deployment file names; a version tag is added by compose (TREINA_VERSION) or kustomize (`images:`). */
export const imageName = (app) => `treina/${app}`;
