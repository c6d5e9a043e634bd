import { expect, it } from '@jest/globals';
import { emailFromResetToken } from './reset-token';

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

it('reads the e-mail from the part of the token before the first "."', () => {
  expect(emailFromResetToken(`${base64url('admin@treina.dev')}.abc.def`)).toBe('admin@treina.dev');
  expect(emailFromResetToken(`${base64url('joão+1@treina.dev')}.x`)).toBe('joão+1@treina.dev');
});

it('gives empty text for a missing or unreadable token', () => {
  expect(emailFromResetToken(null)).toBe('');
  expect(emailFromResetToken('.x')).toBe('');
  expect(emailFromResetToken('%%%.x')).toBe('');
});
