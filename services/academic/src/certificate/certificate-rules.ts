import { randomInt } from 'node:crypto';
import { ACTIVE_CLASS_STATUSES, CERTIFIED_ENROLMENT_STATUSES, EnrolmentStatus } from '@treina/contracts';

export const MSG_CLASS_NOT_FINISHED = 'O certificado só pode ser emitido depois que a turma for finalizada.';
export const MSG_ENROLMENT_NOT_PAID = "O certificado só pode ser emitido para inscrições com status 'Pago' ou 'Transferência Paga'.";

/** Why a certificate is not (or no longer) valid, as the public check shows it. */
const INVALID_ENROLMENT_REASONS: Record<number, string> = {
  [EnrolmentStatus.CANCELADO]: 'Inscrição cancelada',
  [EnrolmentStatus.ESTORNADO]: 'Inscrição estornada',
  [EnrolmentStatus.SOLICITACAO_TRANSFERENCIA]: 'Inscrição com solicitação de transferência',
};
const REASON_NOT_PAID = 'Inscrição sem pagamento confirmado';
const REASON_CLASS_NOT_FINISHED = 'Turma não finalizada';

export type Eligibility = { eligible: true } | { eligible: false; message: string; reason: string };

/**
 * An entry earns a certificate when its class is finished (any status but the
 * active ones, 1, 2 and 3) and the entry is paid (3) or paid by transfer (8). `message`
 * answers a download (409), `reason` the public check of a certificate issued before.
 */
export function certificateEligibility(classStatus: number, enrolmentStatus: number): Eligibility {
  if (!CERTIFIED_ENROLMENT_STATUSES.includes(enrolmentStatus))
    return { eligible: false, message: MSG_ENROLMENT_NOT_PAID, reason: INVALID_ENROLMENT_REASONS[enrolmentStatus] ?? REASON_NOT_PAID };
  if (ACTIVE_CLASS_STATUSES.includes(classStatus))
    return { eligible: false, message: MSG_CLASS_NOT_FINISHED, reason: REASON_CLASS_NOT_FINISHED };
  return { eligible: true };
}

/**
 * The CPF as a certificate prints it: only the middle six digits, `***.456.789-**`, enough for
 * someone holding the document to match it to a person without publishing the number.
 * Null when the student has no CPF of 11 digits.
 */
export function maskCpf(cpf: string | null | undefined): string | null {
  const digits = (cpf ?? '').replace(/\D/g, '');
  if (digits.length !== 11) return null;
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** Letters and digits that cannot be mistaken for each other when typed from paper (no 0/O, 1/I/L, U/V). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
const CODE_GROUPS = 3;
const GROUP_LENGTH = 4;
/** 'XXXX-XXXX-XXXX' over CODE_ALPHABET: 29^12 (about 2^58) codes, never guessed within the rate limit. */
export const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${GROUP_LENGTH}}(-[${CODE_ALPHABET}]{${GROUP_LENGTH}}){${CODE_GROUPS - 1}}$`);

/** A new random verification code (cryptographic randomness: codes must not be predictable). */
export function newVerificationCode(random: (max: number) => number = randomInt): string {
  const groups: string[] = [];
  for (let group = 0; group < CODE_GROUPS; group += 1) {
    let text = '';
    for (let index = 0; index < GROUP_LENGTH; index += 1) text += CODE_ALPHABET[random(CODE_ALPHABET.length)];
    groups.push(text);
  }
  return groups.join('-');
}

/**
 * A code as someone typed or scanned it, in its stored form: upper case, spaces dropped, the
 * hyphens put back when left out. Null when it cannot be a code (the check answers 404 then).
 */
export function normaliseVerificationCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== CODE_GROUPS * GROUP_LENGTH) return null;
  const code = compact.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))!.join('-');
  return CODE_PATTERN.test(code) ? code : null;
}

/** 'YYYY-MM-DD' as the certificate shows it: DD/MM/YYYY. */
export function formatDateOnly(date: string): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** An instant as a date in the school's time zone, DD/MM/YYYY. */
export function formatDayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(instant);
}

/** The address the QR code points to: the shell's public page of the code. */
export function verificationUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/$/, '')}/certificado/${encodeURIComponent(code)}`;
}
