import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import 'reflect-metadata';
import { IsInt, IsString, MaxLength, Min } from 'class-validator';
import { createValidationPipe } from './validation.pipe.js';

class Sample {
  @IsString()
  @MaxLength(5)
  nome: string;

  @Min(1)
  @IsInt()
  idade: number;
}

const validate = (value: unknown) => createValidationPipe().transform(value, { type: 'body', metatype: Sample });

async function messageOf(value: unknown): Promise<string> {
  try {
    await validate(value);
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
});
