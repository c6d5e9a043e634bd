import { randomUUID } from 'node:crypto';

/**
 * What may be uploaded (materials and student documents): the file's first bytes
 * decide its type, and the type the client declared must agree with them. Stored
 * files get generated names; the original name only travels in Content-Disposition.
 */
interface FileKind {
  ext: string;
  contentType: string;
  /** Declared types accepted for this kind (besides application/octet-stream, "unknown"). */
  declared: string[];
  inline: boolean;
}

const OFFICE: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const ZIP_DECLARED = ['application/zip', 'application/x-zip-compressed', ...Object.values(OFFICE)];

const KINDS: Record<string, FileKind> = {
  pdf: { ext: 'pdf', contentType: 'application/pdf', declared: ['application/pdf'], inline: true },
  png: { ext: 'png', contentType: 'image/png', declared: ['image/png'], inline: true },
  jpg: { ext: 'jpg', contentType: 'image/jpeg', declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'], inline: true },
  gif: { ext: 'gif', contentType: 'image/gif', declared: ['image/gif'], inline: true },
  webp: { ext: 'webp', contentType: 'image/webp', declared: ['image/webp'], inline: true },
  mp4: { ext: 'mp4', contentType: 'video/mp4', declared: ['video/mp4'], inline: true },
  zip: { ext: 'zip', contentType: 'application/zip', declared: ZIP_DECLARED, inline: false },
};

const ALLOWED_FILE_TYPES = 'PDF, PNG, JPEG, GIF, WEBP, MP4, ZIP, DOCX, XLSX ou PPTX';
export const MSG_TYPE_NOT_ALLOWED = `Tipo de arquivo não permitido. Envie ${ALLOWED_FILE_TYPES}.`;
export const MSG_TYPE_MISMATCH = 'O conteúdo do arquivo não corresponde ao tipo informado.';

const starts = (bytes: Buffer, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The kind the magic bytes say, or undefined. */
function sniff(bytes: Buffer): keyof typeof KINDS | undefined {
  if (starts(bytes, ascii('%PDF-'))) return 'pdf';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (starts(bytes, ascii('GIF87a')) || starts(bytes, ascii('GIF89a'))) return 'gif';
  if (starts(bytes, ascii('RIFF')) && starts(bytes, ascii('WEBP'), 8)) return 'webp';
  if (starts(bytes, ascii('ftyp'), 4)) return 'mp4';
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return undefined;
}

export interface AcceptedFile {
  ext: string;
  contentType: string;
  inline: boolean;
}

export class UploadRejected extends Error {
  constructor(
    readonly status: 400 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** Checks one upload; throws UploadRejected (415) when its type is not allowed or not what it claims. */
export function acceptUpload(bytes: Buffer, declaredType: string | undefined, originalName: string): AcceptedFile {
  if (bytes.length === 0) throw new UploadRejected(400, 'O arquivo enviado está vazio.');
  const kind = sniff(bytes);
  if (!kind) throw new UploadRejected(415, MSG_TYPE_NOT_ALLOWED);
  const spec = KINDS[kind]!;
  const declared = (declaredType ?? '').split(';')[0]!.trim().toLowerCase();
  if (declared && declared !== 'application/octet-stream' && !spec.declared.includes(declared)) {
    throw new UploadRejected(415, MSG_TYPE_MISMATCH);
  }
  if (kind === 'zip') {
    // An Office file is a zip: its name (or declared type) tells which one.
    const byName = /\.([a-z]+)$/i.exec(originalName)?.[1]?.toLowerCase();
    const office = Object.entries(OFFICE).find(([ext, type]) => ext === byName || type === declared);
    if (office) return { ext: office[0], contentType: office[1], inline: false };
  }
  return { ext: spec.ext, contentType: spec.contentType, inline: spec.inline };
}

const KEY = /^[a-z]+-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

/** A generated storage key: `material-<uuid>.pdf`, `documento-<uuid>.png`. */
export function newStorageKey(category: 'material' | 'documento', ext: string): string {
  return `${category}-${randomUUID()}.${ext}`;
}

/** Only generated keys are ever looked up: no slashes, dots only before the extension. */
export function isStorageKey(value: unknown): value is string {
  return typeof value === 'string' && KEY.test(value);
}

/** The URL the API serves a stored file at. */
export function fileUrl(key: string): string {
  return `/api/files/${key}`;
}

/** The key of one of our file URLs (absolute or relative), else undefined. */
export function keyOfUrl(url: string | null | undefined): string | undefined {
  const match = /(?:^|\/)api\/files\/([^/?#]+)$/.exec(url ?? '');
  return match && isStorageKey(match[1]) ? match[1] : undefined;
}

/** Multer decodes names as latin1 unless told otherwise; keep a readable, bounded original name. */
export function cleanFileName(name: string | undefined): string {
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f"\\/]/g, '_').trim();
  return (cleaned || 'arquivo').slice(-200);
}

export const UPLOAD_MAX_FILES = 10;
