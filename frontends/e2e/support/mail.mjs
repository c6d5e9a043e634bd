import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_DIR } from './config.mjs';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function decodeQuotedPrintable(text) {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

function decodeBase64Parts(raw) {
  const parts = [];
  const re = /Content-Transfer-Encoding:\s*base64\s*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi;
  for (let m = re.exec(raw); m; m = re.exec(raw)) parts.push(Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8'));
  return parts.join('\n');
}

/** The text of an .eml file with its quoted-printable and base64 parts decoded. */
function readEml(file) {
  const raw = readFileSync(file, 'utf8');
  return `${decodeQuotedPrintable(raw)}\n${decodeBase64Parts(raw)}`;
}

/** The password-reset link (`/change_password?token=…`) of a mail's text. */
function resetLinkIn(text) {
  const match = text.replace(/&amp;/g, '&').match(/\/change_password\?token=([A-Za-z0-9_\-.~%]+)/);
  return match ? `/change_password?token=${match[1]}` : null;
}

/**
 * Waits for the newest .eml addressed to `email` written after `since` (ms) under
 * MAIL_DIR and answers its reset link.
 */
export async function waitForResetLink(email, since, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  const lower = email.toLowerCase();
  while (Date.now() < deadline) {
    if (existsSync(MAIL_DIR)) {
      const candidates = readdirSync(MAIL_DIR)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => ({ file: join(MAIL_DIR, name), mtime: statSync(join(MAIL_DIR, name)).mtimeMs }))
        .filter((entry) => entry.mtime >= since - 1000)
        .sort((a, b) => b.mtime - a.mtime);
      for (const { file } of candidates) {
        const text = readEml(file);
        if (!text.toLowerCase().includes(lower)) continue;
        const link = resetLinkIn(text);
        if (link) return { link, file };
      }
    }
    await sleep(250);
  }
  throw new Error(`no reset e-mail for ${email} under ${MAIL_DIR}`);
}
