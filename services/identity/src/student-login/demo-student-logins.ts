/**
 * With the demo data only (DEMO_SEED, PlatformConfig.demoSeed): the README's demo student
 * gets the README's password instead of the default one when identity creates its login.
 * A password never travels in an event; this is the one place it is chosen for a demo account.
 */
const DEMO_STUDENT_PASSWORDS: Record<string, string> = { 'aluno@treina.dev': 'Aluno#2026' };

export function demoStudentPassword(email: string, demo: boolean): string | undefined {
  return demo ? DEMO_STUDENT_PASSWORDS[email] : undefined;
}
