import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import 'reflect-metadata';
import { IsInt, IsString, MaxLength, Min } from 'class-validator';
import { ParseIdPipe } from './ids.js';
import { assertStorableInput, createValidationPipe, MAX_INPUT_DEPTH } from './validation.pipe.js';

class Sample {
  @IsString()
  @MaxLength(5)
  nome: string;

  @Min(1)
  @IsInt()
  idade: number;
}

const validate = (value: unknown, type: 'body' | 'query' = 'body') => createValidationPipe().transform(value, { type, metatype: Sample });

async function messageOf(value: unknown, type: 'body' | 'query' = 'body'): Promise<string> {
  try {
    await validate(value, type);
  } catch (error) {
    return (error as { getResponse(): { statusMsg: string } }).getResponse().statusMsg;
  }
  return 'válido';
}

describe('validation pipe', () => {
  it('names the field in Portuguese, type problems before finer rules', async () => {
    assert.equal(await messageOf({ nome: 'ana', idade: 'x' }), "O campo 'idade' deve ser um número inteiro.");
    assert.equal(await messageOf({ nome: 'ana', idade: 0 }), "O campo 'idade' deve ser no mínimo 1.");
    assert.equal(await messageOf({ nome: 'anabela', idade: 3 }), "O campo 'nome' deve ter no máximo 5 caracteres.");
  });

  it('rejects unknown fields', async () => {
    assert.equal(await messageOf({ nome: 'ana', idade: 3, admin: true }), "O campo 'admin' não é permitido.");
  });

  it('refuses a body that is not a JSON object', async () => {
    assert.equal(await messageOf([1, 2]), 'O corpo da requisição deve ser um objeto JSON.');
    assert.equal(await messageOf('texto'), 'O corpo da requisição deve ser um objeto JSON.');
  });

  it('passes a valid body through', async () => {
    assert.equal(await messageOf({ nome: 'ana', idade: 3 }), 'válido');
  });

  it('refuses input nested deeper than any call takes with 400, before class-transformer recurses into it', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    assert.equal(await messageOf({ nome: deep, idade: 3 }), 'A requisição tem níveis de aninhamento demais.');
    let object: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH; i += 1) object = { a: object };
    assert.doesNotThrow(() => assertStorableInput(object));
    assert.throws(() => assertStorableInput({ a: object }), /aninhamento/);
    assert.doesNotThrow(() => assertStorableInput({ alunos: [{ id_aluno: 1, tags: [[1]] }] }));
  });

  it('refuses text UTF-8 cannot encode (lone surrogates, which would be stored as U+FFFD) with 400 naming the field', async () => {
    assert.equal(await messageOf({ nome: 'a\ud800', idade: 3 }), "O campo 'nome' contém caracteres inválidos.");
    assert.equal(await messageOf({ nome: '\udfffa', idade: 3 }), "O campo 'nome' contém caracteres inválidos.");
    assert.equal(await messageOf({ q: 'x\ud800' }, 'query'), "O campo 'q' contém caracteres inválidos.");
    assert.throws(() => assertStorableInput({ lista: [{ texto: 'ok', outro: 'x\ude00\ud83d' }] }), /'lista\[0\]\.outro'/);
    assert.throws(() => assertStorableInput({ ['a\ud800']: 1 }), /caracteres inválidos/);
    assert.doesNotThrow(() => assertStorableInput({ nome: 'a\u0000b' }), 'NUL is left to the services');
  });

  it('keeps valid text of any script, emoji and RTL marks', async () => {
    assert.equal(await messageOf({ nome: '😀é\u202e', idade: 3 }), 'válido');
    assert.doesNotThrow(() => assertStorableInput({ texto: 'مرحبا 👩🏽‍💻 e\u0301 \u2028 𝕋' }));
  });

  it('gives an id parameter one spelling: only plain digits become the number ParseIdPipe checks', async () => {
    const param = { type: 'param' as const, metatype: Number, data: 'id' };
    const idOf = async (raw: string) => new ParseIdPipe().transform((await createValidationPipe().transform(raw, param)) as string, param);
    assert.equal(await idOf('42'), 42);
    for (const raw of [' 1', '1 ', '+1', '0x10', '1e3', '00000000001', '1.0', 'Infinity', '']) {
      await assert.rejects(idOf(raw), /deve ser um id numérico/, JSON.stringify(raw));
    }
  });
});
