/**
 * Which service owns each `/api/<segment>` (or `/api/<segment>/<segment>`, for a caller's own
 * records under `me/`). The gateway routes by the longest that matches; a path nobody owns is a
 * 404 at the gateway.
 */
const SERVICE_SEGMENTS: Record<string, readonly string[]> = {
  identity: [
    'auth',
    'user',
    'users',
    'permissions',
    'getUserPermissions',
    'setUserPermissions',
    'setDefaultPermissions',
    'userTypes',
    'permissionUserTypes',
    'request_change_password',
    'change_password',
  ],
  crm: [
    'activities',
    'activitiesWithStudents',
    'activity',
    'activitiesTypes',
    'activityType',
    'activitiesStatus',
    'customer',
    'services',
    'servicesTypes',
  ],
  academic: [
    'classes',
    'materials',
    'trainings',
    'students',
    'statusSubscriptions',
    'statusCourses',
    'statusClass',
    'paymentMethods',
    'statusStudents',
    'channelsStudents',
    'files',
    // The data subject's report (LGPD): academic gathers the other services' sections.
    'privacy',
    'certificates',
    // A class's sessions (aulas), by their own id.
    'sessions',
    'academic-settings',
    // iCalendar feeds of one's sessions, and their secret addresses.
    'calendar',
  ],
  finance: ['commissions', 'charges', 'me/charges', 'payments', 'finance-settings'],
  reporting: ['reports'],
  assessment: ['questions', 'exams', 'attempts'],
};

export const DEFAULT_SERVICE_PORTS: Record<string, number> = {
  identity: 3001,
  crm: 3002,
  academic: 3003,
  finance: 3004,
  reporting: 3005,
  assessment: 3006,
};

export interface Upstream {
  service: string;
  url: string;
}

/** Each path segment's service, at the base URL `services` gives it (gateway.config.ts reads them: IDENTITY_URL, …). */
export function upstreams(services: Record<string, string>): Map<string, Upstream> {
  const bySegment = new Map<string, Upstream>();
  for (const [service, segments] of Object.entries(SERVICE_SEGMENTS)) {
    const url = services[service] ?? `http://127.0.0.1:${DEFAULT_SERVICE_PORTS[service]}`;
    for (const segment of segments) bySegment.set(segment, { service, url });
  }
  return bySegment;
}

/** The route key of a path: its first two segments when some service owns them, else its first. */
export function segmentOf(path: string, routes?: ReadonlyMap<string, unknown>): string | undefined {
  const match = /^\/api\/([^/?#]+)(?:\/([^/?#]+))?/.exec(path);
  if (!match) return undefined;
  const two = match[2] ? `${match[1]}/${match[2]}` : undefined;
  return two && routes?.has(two) ? two : match[1];
}
