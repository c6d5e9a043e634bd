// Authorization matrix: every registered route x anonymous, each demo
// role and the student, verified against the running product.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, it } from '@jest/globals';
import { ROOT } from '../../tools/infra.mjs';
import { loadContext, request } from '../lib/http.mjs';
import { declaredRoutes, loadMatrix, mappedRoutes, routeKey } from '../lib/routes.mjs';
import { DEMO, demoSession, ROLES } from '../lib/roles.mjs';

const context = loadContext();
const matrix = loadMatrix();
const entries = matrix.routes;
const keyOf = (route) => routeKey(route.service, route.method, route.path);

describe('authorization matrix (security/authorization-matrix.json)', () => {
  it('lists exactly the routes the running services register (Nest route map), each once', () => {
    const mapped = mappedRoutes(context.logDir);
    assert.ok(mapped.length > 50, `only ${mapped.length} routes found in the logs of ${context.logDir}`);
    const listed = new Set(entries.map(keyOf));
    const registered = new Set(mapped.map(keyOf));
    const duplicates = entries.map(keyOf).filter((key, index, all) => all.indexOf(key) !== index);
    const unlisted = [...registered].filter((key) => !listed.has(key));
    const stale = [...listed].filter((key) => !registered.has(key));
    assert.deepEqual(
      { unlisted, stale, duplicates },
      { unlisted: [], stale: [], duplicates: [] },
      'every registered route needs a row in security/authorization-matrix.json (unlisted), and every row a registered route (stale)',
    );
  });

  it("states each route's access rule as its controller declares it (@Public, @Authenticated, @RequirePermission, staff-only guard)", async () => {
    const declared = new Map((await declaredRoutes()).map((route) => [keyOf(route), route]));
    const differences = [];
    for (const entry of entries) {
      const route = declared.get(keyOf(entry));
      if (!route) {
        differences.push(`${keyOf(entry)}: no controller declares it`);
        continue;
      }
      const want = { access: entry.access, staffOnly: Boolean(entry.staffOnly), allowStudents: Boolean(entry.allowStudents) };
      const got = { access: route.access, staffOnly: route.staffOnly, allowStudents: route.allowStudents };
      if (JSON.stringify(want) !== JSON.stringify(got))
        differences.push(`${keyOf(entry)}: matrix ${JSON.stringify(want)}, ${route.controller} ${JSON.stringify(got)}`);
    }
    const none = [...declared.values()].filter((route) => route.access === 'none').map(keyOf);
    assert.deepEqual(differences, []);
    assert.deepEqual(none, [], 'routes without an access decorator (the guard refuses them all)');
  });

  it('expects what the default permissions per user type and the rules allow (never more)', async () => {
    const { DEFAULT_PERMISSIONS_BY_TYPE } = await import(
      pathToFileURL(join(ROOT, 'services/identity/dist/src/permission/default-permissions.js')).href
    );
    const problems = [];
    for (const entry of entries) {
      for (const role of ROLES) {
        const expected = entry.expect[role];
        const allowed = entry.probe.allowed;
        let mayPass;
        if (entry.access === 'public') mayPass = true;
        else if (role === 'anonymous') mayPass = false;
        else if (entry.access === 'authenticated') mayPass = true;
        else
          mayPass = entry.access
            .slice('permission:'.length)
            .split('|')
            .some((name) => DEFAULT_PERMISSIONS_BY_TYPE[DEMO[role].type].includes(name));
        if (mayPass && role === 'aluno' && entry.staffOnly && !entry.allowStudents) mayPass = false;
        const refusal = role === 'anonymous' && entry.access !== 'public' ? 401 : 403;
        if (!mayPass && expected !== refusal) problems.push(`${keyOf(entry)} ${role}: expects ${expected}, the rules give ${refusal}`);
        // A service rule may narrow access further (rule), never widen it.
        if (mayPass && expected !== allowed && !(entry.rule && expected === 403))
          problems.push(`${keyOf(entry)} ${role}: expects ${expected}, the rules give ${allowed}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  describe('against the running product', () => {
    const sessions = {};
    const relogin = async (role) => {
      sessions[role] = await demoSession(context.baseUrl, role);
    };

    beforeAll(async () => {
      for (const role of ROLES) if (role !== 'anonymous') await relogin(role);
    });

    it("the demo accounts hold exactly their user type's default permissions", async () => {
      const { DEFAULT_PERMISSIONS_BY_TYPE } = await import(
        pathToFileURL(join(ROOT, 'services/identity/dist/src/permission/default-permissions.js')).href
      );
      for (const role of Object.keys(DEMO)) {
        assert.equal(sessions[role].user.id_tipo_usuario, DEMO[role].type, role);
        assert.deepEqual([...sessions[role].user.permissions].sort(), [...DEFAULT_PERMISSIONS_BY_TYPE[DEMO[role].type]].sort(), role);
      }
    });

    it('answers every route x role as the matrix expects', async () => {
      const mismatches = [];
      let calls = 0;
      for (const entry of entries) {
        // A service's probes, metrics and internal routes are on its own port (the gateway never proxies them).
        const base =
          entry.path.startsWith('/health/') || entry.path === '/metrics' || entry.path.startsWith('/internal/')
            ? entry.service === 'gateway'
              ? context.baseUrl
              : context.serviceUrls[entry.service]
            : context.baseUrl;
        for (const role of ROLES) {
          const token = role === 'anonymous' ? undefined : sessions[role].token;
          const answer = await request(base, { method: entry.method, path: entry.probe.path ?? entry.path, body: entry.probe.body, token });
          calls += 1;
          if (answer.status !== entry.expect[role]) {
            mismatches.push(
              `${entry.method} ${entry.probe.path ?? entry.path} as ${role}: ${answer.status} (expected ${entry.expect[role]}) ${answer.text.slice(0, 160)}`,
            );
          }
          if (entry.probe.endsSession && role !== 'anonymous') await relogin(role);
        }
      }
      assert.equal(calls, entries.length * ROLES.length);
      assert.deepEqual(mismatches, []);
    });
  });
});
