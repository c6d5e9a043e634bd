// Generates bad requests for one write endpoint from a seeded PRNG: wrong types,
// huge strings, deep nesting, unicode (RTL, emoji, NUL, lone surrogates), SQL
// and script fragments, prototype-pollution keys, malformed JSON, odd content
// types and encodings, odd ids and id lists, malformed multipart.
import { multipart } from './http.mjs';
import {
  MALFORMED_JSON,
  PROTO_KEYS,
  SCRIPT_FRAGMENTS,
  SQL_FRAGMENTS,
  UNICODE_FRAGMENTS,
  WEIRD_ID_LISTS,
  WEIRD_ID_TEXTS,
  WEIRD_NUMBERS,
} from './payloads.mjs';

const JSON_TYPE = { 'content-type': 'application/json' };

/** Percent-encodes what may not travel raw in a request target, keeping existing %XX escapes. */
function pathSafe(text) {
  return text.replace(/%(?![0-9a-fA-F]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/gu, (char) =>
    [...Buffer.from(char, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

function randomText(random, min = 0, max = 40) {
  const length = random.int(min, max);
  let out = '';
  for (let i = 0; i < length; i += 1) {
    const roll = random.next();
    if (roll < 0.6) out += String.fromCharCode(random.int(0x20, 0x7e));
    else if (roll < 0.8) out += random.pick(UNICODE_FRAGMENTS);
    else if (roll < 0.9) out += String.fromCodePoint(random.int(0xa0, 0x2fff));
    else out += String.fromCharCode(random.int(0, 0xffff));
  }
  return out;
}

function wrongValue(random) {
  const kinds = [
    () => random.pick(WEIRD_NUMBERS),
    () => random.chance(0.5),
    () => null,
    () => [],
    () => [random.pick(WEIRD_NUMBERS), 'x', null, {}],
    () => ({}),
    () => ({ a: 1, [random.pick(PROTO_KEYS)]: 1 }),
    () => randomText(random, 0, 30),
    () => String(random.pick(WEIRD_NUMBERS)),
    () => '',
    () => ' ',
    () => '2026-02-30',
    () => '31/12/99999',
    () => 'true',
    () => Array.from({ length: random.int(1, 600) }, () => random.int(-5, 5)),
  ];
  return random.pick(kinds)();
}

function nested(random, depth) {
  const leaf = random.pick([1, 'x', null, true, {}]);
  // Built as text: JSON.stringify itself recurses.
  const useArrays = random.chance(0.5);
  return useArrays
    ? `${'['.repeat(depth)}${JSON.stringify(leaf)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}${JSON.stringify(leaf)}${'}'.repeat(depth)}`;
}

/** The template's JSON with `field` replaced by raw JSON text. */
function withRawField(template, field, rawJson) {
  const marker = `"__marker_${Math.random().toString(36).slice(2)}__"`;
  const text = JSON.stringify({ ...template, [field]: '__placeholder__' }).replace('"__placeholder__"', marker);
  return text.replace(marker, rawJson);
}

const fieldOf = (random, template, extraFields = []) => {
  const fields = [...Object.keys(template), ...extraFields];
  return fields.length ? random.pick(fields) : 'campo';
};

function hostileString(random, category, template, field) {
  const base = typeof template[field] === 'string' ? template[field] : '';
  switch (category) {
    case 'sql':
      return random.chance(0.5)
        ? `${base}${random.pick(SQL_FRAGMENTS)}`
        : Array.from({ length: random.int(1, 4) }, () => random.pick(SQL_FRAGMENTS)).join(' ');
    case 'script':
      return random.chance(0.5) ? `${base}${random.pick(SCRIPT_FRAGMENTS)}` : random.pick(SCRIPT_FRAGMENTS);
    default: {
      const parts = Array.from({ length: random.int(1, 6) }, () => random.pick(UNICODE_FRAGMENTS));
      return random.chance(0.5) ? `${base}${parts.join('')}` : parts.join(random.pick(['', 'a', ' ']));
    }
  }
}

/** A JSON-body case. */
function jsonCase(random, spec, category) {
  const template = spec.template(random);
  const field = fieldOf(random, template, spec.extraFields);
  const json = (value) => ({ headers: JSON_TYPE, body: JSON.stringify(value) });
  switch (category) {
    case 'wrong-type': {
      const body = { ...template };
      const count = random.int(1, 3);
      for (let i = 0; i < count; i += 1) body[fieldOf(random, template, spec.extraFields)] = wrongValue(random);
      return json(body);
    }
    case 'huge-string': {
      // Mostly small (fast); one in 20 around 100 kB; one in 100 over the 1 MB body limit (413).
      const roll = random.next();
      const length =
        roll < 0.01
          ? random.int(1_050_000, 1_200_000)
          : roll < 0.06
            ? random.int(50_000, 150_000)
            : random.int(201, random.pick([600, 2_000, 10_000]));
      const unit = random.pick(['a', 'é', '😀', "'", '\\', ' ', '<']);
      return json({ ...template, [field]: unit.repeat(Math.ceil(length / unit.length)) });
    }
    case 'deep-nesting':
      return { headers: JSON_TYPE, body: withRawField(template, field, nested(random, random.pick([20, 33, 64, 300, 3_000, 10_000]))) };
    case 'unicode':
    case 'sql':
    case 'script': {
      const body = { ...template };
      body[field] = hostileString(random, category, template, field);
      if (random.chance(0.3)) body[fieldOf(random, template)] = hostileString(random, category, template, field);
      return json(body);
    }
    case 'proto': {
      const key = random.pick(PROTO_KEYS);
      const value = random.pick([
        '{"isAdmin":true,"status":true}',
        '{"prototype":{"isAdmin":true}}',
        '1',
        'null',
        '"x"',
        '[]',
        '{"toString":1}',
      ]);
      const text = JSON.stringify(template);
      if (random.chance(0.5))
        return { headers: JSON_TYPE, body: text === '{}' ? `{"${key}":${value}}` : `{"${key}":${value},${text.slice(1)}` };
      return { headers: JSON_TYPE, body: withRawField(template, field, `{"${key}":${value}}`) };
    }
    case 'malformed-json': {
      const raw = random.chance(0.6)
        ? random.pick(MALFORMED_JSON)
        : JSON.stringify(template).slice(0, random.int(0, Math.max(0, JSON.stringify(template).length - 1)));
      return { headers: JSON_TYPE, body: raw };
    }
    case 'invalid-utf8': {
      const text = JSON.stringify({ ...template, [field]: '__bytes__' });
      const [before, after] = text.split('__bytes__');
      const bad = random.pick([
        [0xff],
        [0xc0, 0xaf],
        [0x80],
        [0xe2, 0x82],
        [0xed, 0xa0, 0x80],
        [0xf4, 0x90, 0x80, 0x80],
        [0xfe, 0xfe],
        [0x00],
      ]);
      return { headers: JSON_TYPE, body: Buffer.concat([Buffer.from(before), Buffer.from(bad), Buffer.from(after)]) };
    }
    case 'content-type': {
      const body = JSON.stringify(template);
      const variant = random.int(0, 9);
      if (variant === 0) return { headers: { 'content-type': 'text/plain' }, body };
      if (variant === 1)
        return {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `${field}[a][b][c]=1&__proto__[isAdmin]=true&constructor[prototype][x]=1&${field}=${pathSafe(randomText(random))}`,
        };
      if (variant === 2)
        return {
          headers: { 'content-type': 'application/xml' },
          body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
        };
      if (variant === 3) return { headers: { 'content-type': 'application/json; charset=utf-7' }, body };
      if (variant === 4) return { headers: { 'content-type': 'application/json; charset=latin1' }, body };
      if (variant === 5)
        return {
          headers: {
            'content-type': 'application/json',
            'content-encoding': random.pick(['gzip', 'deflate', 'br', 'identity, gzip', 'x-bogus']),
          },
          body,
        };
      if (variant === 6) return { headers: { 'content-type': 'multipart/form-data' }, body };
      if (variant === 7)
        return {
          headers: { 'content-type': random.pick(['', 'application/json;;;', '*/*', 'application/ld+json', 'application/vnd.api+json']) },
          body,
        };
      if (variant === 8)
        return {
          headers: {
            'content-type': random.pick([
              'application/json; charset=utf-16',
              'application/json; charset=utf-32le',
              'application/json; charset=ebcdic',
            ]),
          },
          body,
        };
      return { headers: {}, body };
    }
    case 'shape': {
      const shapes = [
        '[]',
        '[{}]',
        'null',
        '0',
        '"texto"',
        'true',
        '""',
        '{}',
        '[[]]',
        '-1',
        JSON.stringify(Object.fromEntries(Array.from({ length: random.pick([300, 5_000, 30_000]) }, (_, i) => [`k${i}`, i]))),
        JSON.stringify([template, template]),
        JSON.stringify({
          ...template,
          ...Object.fromEntries(Array.from({ length: random.int(1, 5) }, () => [randomText(random, 1, 12), wrongValue(random)])),
        }),
      ];
      return { headers: JSON_TYPE, body: random.pick(shapes) };
    }
    case 'duplicate-keys': {
      const text = JSON.stringify(template);
      const dup = `"${field}":${JSON.stringify(wrongValue(random))}`;
      return { headers: JSON_TYPE, body: text === '{}' ? `{${dup},${dup}}` : `${text.slice(0, -1)},${dup}}` };
    }
    default: {
      // near-valid: the template with one field dropped or blanked (reaches the use case)
      const body = { ...template };
      if (random.chance(0.5)) delete body[field];
      else body[field] = random.pick(['', null, 0, 'x']);
      return json(body);
    }
  }
}

const BOUNDARY = '----treinaFuzzBoundary';

function validFile(random) {
  const kinds = [
    { type: 'image/png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), ext: 'png' },
    { type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n'), ext: 'pdf' },
    { type: 'image/gif', content: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), ext: 'gif' },
  ];
  return random.pick(kinds);
}

const HOSTILE_FILENAMES = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'C:\\boot.ini',
  '..%2f..%2fetc%2fpasswd',
  'a\u0000.png',
  '.htaccess',
  '....//....//x',
  '%00.png',
  "a\"; filename*=UTF-8''evil.html",
  'x\r\nContent-Type: text/html',
  '\u202egnp.exe',
  '😀.png',
  '',
  ' ',
  '.',
  '..',
  'CON',
  'a'.repeat(5_000),
  'file.png\u0000.html',
  '~/.ssh/id_rsa',
  'foo/../../bar.png',
];

/** A multipart case for the upload endpoints. */
function multipartCase(random, spec, category) {
  const studentField = spec.studentId ? [{ name: 'studentId', value: String(spec.studentId()) }] : [];
  const file = validFile(random);
  const filePart = (overrides = {}) => ({ name: 'file', filename: `f.${file.ext}`, type: file.type, content: file.content, ...overrides });
  const encode = (parts) => {
    const built = multipart(parts, BOUNDARY);
    return { headers: { 'content-type': built.contentType }, body: built.body };
  };
  switch (category) {
    case 'filename':
      return encode([...studentField, filePart({ filename: random.pick(HOSTILE_FILENAMES), latin1: random.chance(0.3) })]);
    case 'declared-type':
      return encode([
        ...studentField,
        filePart({
          type: random.pick([
            'text/html',
            'image/svg+xml',
            'application/x-msdownload',
            'image/png; charset=utf-8',
            '',
            'x/y\r\nX-Evil: 1',
            'application/octet-stream',
          ]),
          content: random.chance(0.5) ? file.content : Buffer.from('<script>alert(1)</script>'),
        }),
      ]);
    case 'field-values':
      return encode([
        {
          name: spec.studentId
            ? 'studentId'
            : random.pick(['studentId', 'x', '__proto__', 'constructor[prototype][x]', 'a[b][c][d][e][f]']),
          value: random.chance(0.5) ? random.pick(WEIRD_ID_TEXTS) : randomText(random, 0, 30),
        },
        filePart(),
      ]);
    case 'limits': {
      const variant = random.int(0, 4);
      if (variant === 0) return encode([...studentField, ...Array.from({ length: random.int(11, 15) }, () => filePart())]); // too many files
      if (variant === 1)
        return encode([
          ...studentField,
          ...Array.from({ length: random.int(21, 60) }, (_, i) => ({ name: `f${i}`, value: 'x' })),
          filePart(),
        ]); // too many fields
      if (variant === 2) return encode([...studentField, { name: 'grande', value: 'x'.repeat(random.int(1_025, 50_000)) }, filePart()]); // field too long
      if (variant === 3)
        return encode([...studentField, filePart({ name: random.pick(['files', 'file[]', 'arquivo', '', 'file\u0000']) })]); // unexpected field
      return encode([...studentField, filePart({ content: Buffer.alloc(0) })]); // empty file
    }
    case 'malformed': {
      const good = multipart([...studentField, filePart()], BOUNDARY);
      const text = good.body;
      const variant = random.int(0, 9);
      if (variant === 0) return { headers: { 'content-type': 'multipart/form-data' }, body: text }; // no boundary
      if (variant === 1) return { headers: { 'content-type': 'multipart/form-data; boundary=outra' }, body: text }; // wrong boundary
      if (variant === 2) return { headers: { 'content-type': good.contentType }, body: text.subarray(0, random.int(1, text.length - 1)) }; // truncated
      if (variant === 3)
        return {
          headers: { 'content-type': good.contentType },
          body: Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
        }; // no end
      if (variant === 4)
        return {
          headers: { 'content-type': good.contentType },
          body: Buffer.from(`--${BOUNDARY}\r\nGarbage header line without colon\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
        };
      if (variant === 5)
        return {
          headers: { 'content-type': good.contentType },
          body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
        }; // no name
      if (variant === 6)
        return { headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(random.int(71, 500))}` }, body: text };
      if (variant === 7) return { headers: { 'content-type': 'multipart/mixed; boundary=x' }, body: text };
      if (variant === 8)
        return {
          headers: { 'content-type': good.contentType },
          body: Buffer.from(`--${BOUNDARY}\r\n${'X-H: v\r\n'.repeat(random.int(100, 3_000))}\r\nx\r\n--${BOUNDARY}--\r\n`),
        };
      return { headers: { 'content-type': good.contentType }, body: Buffer.from(randomText(random, 0, 200)) };
    }
    case 'json':
      return {
        headers: JSON_TYPE,
        body: random.pick([
          '{}',
          '{"studentId":"1"}',
          '[]',
          '{',
          'null',
          JSON.stringify({ file: 'x', studentId: random.pick(WEIRD_ID_TEXTS) }),
        ]),
      };
    default:
      return encode([...studentField, filePart()]); // a valid upload
  }
}

const SWEEP_VALUES = [null, [], {}, '', 0, -1, true];
const JSON_CATEGORIES = [
  'wrong-type',
  'huge-string',
  'deep-nesting',
  'unicode',
  'sql',
  'script',
  'proto',
  'malformed-json',
  'invalid-utf8',
  'content-type',
  'shape',
  'duplicate-keys',
  'near-valid',
];
const MULTIPART_CATEGORIES = ['filename', 'declared-type', 'field-values', 'limits', 'malformed', 'json', 'valid'];

/** The path for a case: the spec's own target, or (for :id routes, one case in five) an odd id. */
function casePath(random, spec) {
  let path = spec.path();
  if (spec.pattern.includes(':') && random.chance(0.2)) {
    const odd = pathSafe(random.pick(WEIRD_ID_TEXTS));
    path = spec.pattern.replace(/:[A-Za-z]+/, odd);
    return { path, odd: `path id ${odd}` };
  }
  return { path };
}

/** True when `value` would be read as a list of ids (digits and commas): only throwaway ids may be sent so. */
const readsAsIds = (value) =>
  /^[\s,]*\d/.test(value) &&
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .every((part) => /^\d{1,10}$/.test(part));

function queryCase(random, spec) {
  const param = spec.queryParam;
  const variant = random.int(0, 7);
  const safeIds = spec.safeIds?.() ?? [];
  const list = () => {
    const value = variant === 5 ? randomText(random, 0, 40) : random.pick(WEIRD_ID_LISTS);
    // A random text may happen to be "3": never a real record's id.
    return readsAsIds(decodeURIComponentSafe(value)) && !/^2\d{9}/.test(value.trim()) ? 'x' : value;
  };
  let query;
  if (variant <= 2 || variant === 5) query = `${param}=${pathSafe(list())}`;
  else if (variant === 3) query = `${param}=${pathSafe(list())}&${param}=${pathSafe(list())}`;
  else if (variant === 4)
    query = random.pick([
      `${param}[]=2000000001`,
      `${param}[a]=2000000001`,
      `${param}[__proto__][x]=1`,
      `__proto__[${param}]=2000000001`,
      `constructor[prototype][${param}]=1`,
      `${param}${'[a]'.repeat(40)}=1`,
    ]);
  else if (variant === 6) query = Array.from({ length: random.int(50, 1_500) }, (_, i) => `p${i}=${i}`).join('&');
  else query = safeIds.length ? `${param}=${random.pick(safeIds)}` : `${param}=`;
  return { path: `${spec.path()}?${query}`, label: `query ${query.slice(0, 120)}` };
}

function decodeURIComponentSafe(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * One case for an endpoint spec:
 * `{ key, method, pattern, path(), kind: 'json'|'multipart'|'query', template(random), queryParam, safeIds(), studentId(), asList }`.
 * `asList`: the body is a JSON list of `template` items, so most cases send the broken item inside a list.
 */
export function generateCase(random, spec, index) {
  const generated = generateOneCase(random, spec, index);
  if (spec.asList && typeof generated.body === 'string' && random.chance(0.8)) generated.body = `[${generated.body}]`;
  return generated;
}

function generateOneCase(random, spec, index) {
  if (spec.kind === 'query') {
    const { path, label } = queryCase(random, spec);
    // Bodies on DELETE are ignored by the routes; sometimes send junk anyway.
    const junk = random.chance(0.2) ? { headers: JSON_TYPE, body: random.pick(MALFORMED_JSON) } : {};
    return { category: 'query', method: spec.method, path, label, ...junk };
  }
  if (spec.kind === 'multipart') {
    const category = MULTIPART_CATEGORIES[index % MULTIPART_CATEGORIES.length];
    return { category, method: spec.method, path: spec.path(), ...multipartCase(random, spec, category) };
  }
  // The first cases sweep every field with null, [], {}, '' and a number in turn (deterministic).
  const fields = [...Object.keys(spec.template(random)), ...(spec.extraFields ?? [])];
  const sweep = fields.flatMap((field) => SWEEP_VALUES.map((value) => [field, value]));
  if (index < sweep.length) {
    const [field, value] = sweep[index];
    return {
      category: 'field-sweep',
      method: spec.method,
      path: spec.path(),
      headers: JSON_TYPE,
      body: JSON.stringify({ ...spec.template(random), [field]: value }),
    };
  }
  const category = JSON_CATEGORIES[index % JSON_CATEGORIES.length];
  const { path, odd } = casePath(random, spec);
  return { category: odd ? `${category}+odd-id` : category, method: spec.method, path, ...jsonCase(random, spec, category) };
}
