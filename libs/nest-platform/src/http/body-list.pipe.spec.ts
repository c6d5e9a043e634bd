import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import 'reflect-metadata';
import { IsIn, IsInt, Min } from 'class-validator';
import { BodyListPipe } from './body-list.pipe.js';

class Mark {
  @IsInt({ message: 'Informe o aluno.' })
  @Min(1, { message: 'Informe o aluno.' })
  id_aluno: number;

  @IsIn(['P', 'A'], { message: 'Presença inválida.' })
  presenca: string;
}

const pipe = new BodyListPipe(Mark, 2);

async function answer(value: unknown): Promise<unknown> {
  try {
    return await pipe.transform(value);
  } catch (error) {
    const body = (error as { getResponse(): { statusMsg: string; errors?: unknown } }).getResponse();
    return { statusMsg: body.statusMsg, errors: body.errors };
  }
}

describe('BodyListPipe', () => {
  it('takes a list of valid items as instances of the item class', async () => {
    const items = (await pipe.transform([{ id_aluno: 1, presenca: 'P' }])) as Mark[];
    assert.ok(items[0] instanceof Mark);
    assert.deepEqual(await pipe.transform([]), []);
  });

  it('refuses anything but a list, a list too long, and names the broken item and field', async () => {
    assert.deepEqual(await answer({ id_aluno: 1 }), { statusMsg: 'O corpo da requisição deve ser uma lista JSON.', errors: undefined });
    assert.deepEqual(await answer([{}, {}, {}]), { statusMsg: 'A lista pode ter no máximo 2 itens.', errors: undefined });
    const broken = (await answer([
      { id_aluno: 1, presenca: 'P' },
      { id_aluno: 2, presenca: 'X' },
    ])) as { statusMsg: string; errors: Array<{ field: string }> };
    assert.equal(broken.statusMsg, 'Item 2 da lista: Presença inválida.');
    assert.deepEqual(
      broken.errors.map((error) => error.field),
      ['[1].presenca'],
    );
    const unknown = (await answer([{ id_aluno: 1, presenca: 'P', nota: 10 }])) as { statusMsg: string };
    assert.match(unknown.statusMsg, /^Item 1 da lista: .*nota/);
  });
});
