// The routes the product registers, from two sources: the route map each Nest
// application logs at start-up (the running instance's truth), and the
// controllers' metadata (what each route declares about who may call it).
import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../../tools/infra.mjs';

const APPS = ['identity', 'crm', 'academic', 'finance', 'reporting', 'assessment', 'gateway'];

/** `service METHOD /path` */
export const routeKey = (service, method, path) => `${service} ${method} ${path}`;

/** Every "Mapped {/api/x, GET} route" line of the instance's logs. */
export function mappedRoutes(logDir) {
  const out = [];
  for (const app of APPS) {
    const file = join(logDir, `${app}.log`);
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = /"msg":"Mapped \{([^,]+), ([A-Z]+)\} route"/.exec(line);
      if (match) out.push({ service: app, method: match[2], path: match[1] });
    }
  }
  return out;
}

// @nestjs/common RequestMethod
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD', 'SEARCH'];
const ACCESS_RULE = 'treina:access-rule';
const ALLOW_STUDENTS = 'academic:allow-students';

function controllersOf(rootModule) {
  const seen = new Set();
  const controllers = new Set();
  const walk = (entry) => {
    if (!entry || typeof entry.then === 'function' || seen.has(entry)) return;
    seen.add(entry);
    const type = entry.module ?? entry;
    for (const controller of [...(Reflect.getMetadata('controllers', type) ?? []), ...(entry.controllers ?? [])])
      controllers.add(controller);
    for (const child of [...(Reflect.getMetadata('imports', type) ?? []), ...(entry.imports ?? [])]) walk(child);
  };
  walk(rootModule);
  return [...controllers];
}

const joinPath = (...parts) =>
  `/${parts
    .map((part) => String(part ?? '').replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

function describeAccess(rule) {
  if (!rule) return 'none';
  if (rule.kind === 'permission') return `permission:${rule.anyOf.join('|')}`;
  return rule.kind;
}

/**
 * Each route as its controller declares it: access rule, and academic's staff-only
 * guard. Imports every service's compiled AppModule (metadata only; nothing starts).
 */
export async function declaredRoutes() {
  // Importing several AppModules in one process makes Nest warn about TypeORM names; nothing starts.
  const { Logger } = await import('@nestjs/common');
  Logger.overrideLogger(false);
  const out = [];
  for (const app of APPS) {
    const file = join(ROOT, 'services', app, 'dist', 'src', 'app.module.js');
    if (!existsSync(file)) continue;
    const { AppModule } = await import(pathToFileURL(file).href);
    for (const controller of controllersOf(AppModule)) {
      const base = Reflect.getMetadata('path', controller);
      const guards = (Reflect.getMetadata('__guards__', controller) ?? []).map((guard) => guard.name);
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const subPath = Reflect.getMetadata('path', handler);
        if (subPath === undefined) continue;
        const method = METHODS[Reflect.getMetadata('method', handler) ?? 0];
        const handlerGuards = (Reflect.getMetadata('__guards__', handler) ?? []).map((guard) => guard.name);
        // The probes, the metrics and the services' calls to each other (/internal/*) stay outside the services' /api prefix
        // (configure-app.ts API_PREFIX_OPTIONS).
        const unprefixed = app === 'gateway' || base === 'health' || base === 'metrics' || /^internal(\/|$)/.test(base);
        const path = unprefixed ? joinPath(base, subPath) : joinPath('api', base, subPath);
        const rule = Reflect.getMetadata(ACCESS_RULE, handler) ?? Reflect.getMetadata(ACCESS_RULE, controller);
        out.push({
          service: app,
          method,
          path,
          controller: controller.name,
          access: describeAccess(rule),
          staffOnly: [...guards, ...handlerGuards].includes('StaffOnlyGuard'),
          allowStudents: Boolean(Reflect.getMetadata(ALLOW_STUDENTS, handler) ?? Reflect.getMetadata(ALLOW_STUDENTS, controller)),
        });
      }
    }
  }
  return out;
}

export function loadMatrix() {
  return JSON.parse(readFileSync(join(ROOT, 'security', 'authorization-matrix.json'), 'utf8'));
}
