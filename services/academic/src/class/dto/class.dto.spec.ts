import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ApiException, createValidationPipe } from '@treina/nest-platform';
import { CreateClassDto, UpdateClassDto } from './class.dto.js';

const pipe = createValidationPipe();
const validate = (metatype: typeof CreateClassDto | typeof UpdateClassDto, body: object) =>
  pipe.transform(body, { type: 'body', metatype });
const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ApiException);
    return { status: error.getStatus(), body: error.getResponse() as { message: string; errors: Array<{ field: string }> } };
  }
  assert.fail('the body was accepted');
};

describe('class DTOs', () => {
  it('a new class needs its training, dates, period and status, each named with the form’s message', async () => {
    const { status, body } = await refusal(validate(CreateClassDto, { desc_turma: 'Turma A' }));
    assert.equal(status, 400);
    assert.equal(body.message, 'Selecione o treinamento.');
    assert.deepEqual(
      body.errors.map((error) => error.field),
      ['id_treinamento', 'data_inicio', 'data_fim', 'id_periodo_turma', 'id_status_turma'],
    );
  });

  it('an amount paid JSON writes with an exponent (5e-324) is a 400 naming valor_pago, not a crash', async () => {
    for (const valor_pago of [5e-324, 1e21]) {
      const { status, body } = await refusal(validate(UpdateClassDto, { alunos: [{ id_aluno: 1, id_inscricao: 1, valor_pago }] }));
      assert.equal(status, 400);
      assert.ok(JSON.stringify(body.errors).includes('valor_pago'), JSON.stringify(body));
    }
  });

  it('a change may leave any field out, but not send null for one the class must have', async () => {
    assert.deepEqual({ ...(await validate(UpdateClassDto, { desc_turma: 'Turma B' })) }, { desc_turma: 'Turma B' });
    const { body } = await refusal(validate(UpdateClassDto, { id_treinamento: null }));
    assert.equal(body.message, 'Selecione o treinamento.');
    assert.deepEqual({ ...(await validate(UpdateClassDto, { desc_turma: null })) }, { desc_turma: null });
  });
});
