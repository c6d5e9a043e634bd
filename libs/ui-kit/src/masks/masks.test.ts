import { describe, expect, it } from '@jest/globals';
import { maskCpf, maskCpfCnpj, maskDate, maskPhone, maskTime, MASKS } from './masks';

describe('masks (SPEC section 5)', () => {
  it('formats a phone progressively as (DD) NNNNN-NNNN, digits only, max 15 characters', () => {
    expect(maskPhone('1')).toBe('(1');
    expect(maskPhone('11')).toBe('(11');
    expect(maskPhone('119')).toBe('(11) 9');
    expect(maskPhone('1198765')).toBe('(11) 98765');
    expect(maskPhone('11987654')).toBe('(11) 98765-4');
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321');
    expect(maskPhone('(11) 98765-43219999')).toBe('(11) 98765-4321');
    expect(maskPhone('ab11c9')).toBe('(11) 9');
    expect(maskPhone('11987654321')).toHaveLength(15);
    expect(MASKS.phone.maxLength).toBe(15);
  });

  it('formats a CPF as ###.###.###-## with max 14 characters', () => {
    expect(maskCpf('123')).toBe('123');
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('12345678901')).toBe('123.456.789-01');
    expect(maskCpf('123456789012345')).toBe('123.456.789-01');
    expect(MASKS.cpf.maxLength).toBe(14);
  });

  it('formats up to 11 digits as CPF and more as CNPJ ##.###.###/####-##, max 18', () => {
    expect(maskCpfCnpj('12345678901')).toBe('123.456.789-01');
    expect(maskCpfCnpj('123456789012')).toBe('12.345.678/9012');
    expect(maskCpfCnpj('12345678000195')).toBe('12.345.678/0001-95');
    expect(maskCpfCnpj('12.345.678/0001-95999')).toBe('12.345.678/0001-95');
    expect(maskCpfCnpj('12345678000195')).toHaveLength(18);
    expect(MASKS.cpfCnpj.maxLength).toBe(18);
  });

  it('formats a date as DD/MM/YYYY, max 10 characters', () => {
    expect(maskDate('0')).toBe('0');
    expect(maskDate('010')).toBe('01/0');
    expect(maskDate('01022026')).toBe('01/02/2026');
    expect(maskDate('01/02/20269')).toBe('01/02/2026');
    expect(maskDate('x1y2')).toBe('12');
    expect(MASKS.date.maxLength).toBe(10);
  });

  it('formats a time as HH:mm, max 5 characters, shown 00:00 by default', () => {
    expect(maskTime('1')).toBe('1');
    expect(maskTime('123')).toBe('12:3');
    expect(maskTime('1230')).toBe('12:30');
    expect(maskTime('12:305')).toBe('12:30');
    expect(MASKS.time.maxLength).toBe(5);
    expect(MASKS.time.placeholder).toBe('00:00');
  });

  it('treats null and undefined as empty', () => {
    expect(maskPhone(null)).toBe('');
    expect(maskDate(undefined)).toBe('');
  });
});
