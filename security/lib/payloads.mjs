// Hostile inputs: the building blocks of the fuzzing cases and of the stored-text
// round trips.

/** Valid text that must be stored and answered back exactly as sent (no trimming: no outer spaces). */
export const ADVERSARIAL_TEXTS = [
  "Robert'); DROP TABLE aluno;--",
  "' OR '1'='1' --",
  '"; SELECT pg_sleep(5); --',
  '1; UPDATE usuario SET status = false',
  '%_% \\% \\_ LIKE wildcards',
  '$1 $$ ::text E\'\\x00\'',
  '<script>alert("xss")</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(document.cookie)",
  '{{7*7}} ${7*7} #{7*7} <%= 7*7 %>',
  '=HYPERLINK("http://x","y")',
  '+SUM(1;2) -2+3 @cmd',
  '\u202eesrever\u202c texto RTL \u200f\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627',
  'emoji 😀👩🏽‍💻🏳️‍🌈 ❤️ 𝕋𝕣𝕖𝕚𝕟𝕒',
  'acentuação: ç ã õ é ü Ñ ß ǅ',
  'NFD e\u0301 a\u0300 vs NFC é à',
  'zero\u200bwidth\u200cjoiner\u200d\ufeffbom',
  'linha1\nlinha2\r\nlinha3\ttab',
  'sep\u2028line\u2029para',
  'back\\slash \\\\ "aspas" \'simples\' `crase`',
  '../../etc/passwd',
  '__proto__ constructor prototype',
  'null',
  'undefined',
  '0x7fffffff',
  '中文 日本語 한국어 ไทย',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
];

/** Text that cannot be stored as sent (PostgreSQL text has no NUL; UTF-8 has no lone surrogates). */
export const UNSTORABLE_TEXTS = [
  { label: 'NUL', text: 'antes\u0000depois' },
  { label: 'lone high surrogate', text: 'antes\ud800depois' },
  { label: 'lone low surrogate', text: 'antes\udfffdepois' },
  { label: 'reversed pair', text: 'x\ude00\ud83dy' },
];

export const SQL_FRAGMENTS = [
  "'", "''", '"', "' OR 1=1 --", "1' AND SLEEP(5)--", "'; DROP TABLE usuario; --", '1 UNION SELECT NULL,NULL--',
  '\\', '%', '_', '%%', '$1', '::regclass', "E'\\\\x00'", 'pg_sleep(10)', '*/', '/*', ';', '\\0', 'NULL', 'id_usuario',
];

export const SCRIPT_FRAGMENTS = [
  '<script>alert(1)</script>', '"><svg onload=alert(1)>', "javascript:alert(1)", '<iframe src=//x>', '{{constructor.constructor("alert(1)")()}}',
  '${process.exit()}', '<!--', ']]>', '&lt;&#x3C;', '\u003cscript\u003e', 'data:text/html,<script>alert(1)</script>',
];

export const UNICODE_FRAGMENTS = [
  '\u202e', '\u200f', '\u0645\u0631\u062d\u0628\u0627', '😀', '👩🏽‍💻', '\u0000', '\ud800', '\udfff', '\ude00\ud83d', '\ufeff', '\uffff', '\ufffe',
  '\u2028', '\u2029', 'e\u0301', '\u200b', '𝕋', '\u0007', '\u001b[31m', '\r\n', '\t', 'ǅ', 'İ', 'ß', '\u180e', '\u00a0', '\u3000',
];

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty', 'toString', 'valueOf', '__lookupGetter__'];

/** Raw bodies that are not (one) JSON document. */
export const MALFORMED_JSON = [
  '{', '}', '{"a":', '{"a":1,}', "{'a':1}", '{a:1}', '{"a":NaN}', '{"a":Infinity}', '{"a":undefined}', '{"a":1}{"b":2}', '[1,2', '{"a":"\\x41"}',
  '{"a":"\\u12"}', '{"a":01}', '{"a":1e999999}', '/* c */{}', '{"a":1} // c', '\u0000', 'nul', 'tru', '{"a":"unterminated}', '{"a"1}', ',', '"',
  '{"__proto__":}', '{"a":[1,2,]}', '\ufeff{}', '{}\u0000', '{"a":"\t"}', '{"a":"\n"}', '{"":{"":{"":',
];

export const WEIRD_NUMBERS = [
  0, -1, -0, 1.5, 2147483648, 2147483647, -2147483648, 9007199254740993, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER,
];

/**
 * Odd ids for :id paths. Those that a lax parser could still read as a number spell
 * 2000000001, an id no record has: the fuzzer never reaches a real record by them
 * (that alternative spellings are refused is checked on a real record, in 02-object-level).
 */
export const WEIRD_ID_TEXTS = [
  '0', '-1', '1.5', '2e9', '0x77359401', '99999999999999999999', '2147483648', ' 2000000001', '2000000001 ', '+2000000001', '٢', '%00',
  '..%2f..%2f', '%2e%2e', 'abc', 'null', 'undefined', 'NaN', 'Infinity', '[]', '{}', "2000000001'", '2000000001;', '2000000001%20OR%201=1',
  '%F0%9F%98%80', '%ff', '%c0%af', `${'9'.repeat(400)}`, '02000000001', '2000000001.0', '%2B2000000001',
];

export const WEIRD_ID_LISTS = [
  '', ',', ',,,', '2000000001,,2000000002', 'a,b', '-1', '0', '1.5', '2147483648', '99999999999999999999', '1;2', '1 2', '1,a', ' , ', '%00', '1%002',
  "1'", '1)--', 'null', 'NaN', '١,٢', '0x1', '1e2', `${Array.from({ length: 3000 }, (_, i) => 2_000_000_000 + i).join(',')}`,
];
