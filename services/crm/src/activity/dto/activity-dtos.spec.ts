import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import type { ApiError } from '@treina/contracts';
import { createValidationPipe, ListQueryPipe } from '@treina/nest-platform';
import { ACTIVITY_LIST_COLUMNS } from '../activity-list.columns.js';
import { ActivityListParams } from './activity-list.params.js';
import { StudentSearchQuery } from './student-search.query.js';
import { UpdateActivityDto } from './update-activity.dto.js';

const pipe = new ListQueryPipe(ACTIVITY_LIST_COLUMNS, ActivityListParams);
const validation = createValidationPipe();

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    return (error as { getResponse(): ApiError }).getResponse().statusMsg;
  }
  throw new Error('expected a 400');
}

describe('GET /api/activities query', () => {
  it("reads the front end's sales, userId and studentId beside the paging protocol", async () => {
    const query = await pipe.transform({ page: '2', pageSize: '10', sort: '-data', sales: 'true', userId: '7', studentId: '501' });
    assert.deepEqual(query.params, Object.assign(new ActivityListParams(), { sales: true, userId: 7, studentId: 501 }));
    assert.equal(query.page, 2);
    assert.equal((await pipe.transform({ sales: 'false' })).params.sales, false);
  });

  it('refuses a bad value with the messages the API has always answered', async () => {
    assert.equal(await refusal(pipe.transform({ sales: 'talvez' })), "O parâmetro 'sales' deve ser true ou false.");
    for (const userId of ['abc', '0', '-3', ' 7', '0x10', '99999999999']) {
      assert.equal(await refusal(pipe.transform({ userId })), "O parâmetro 'userId' deve ser um id numérico.", userId);
    }
    assert.equal(await refusal(pipe.transform({ studentId: '1.5' })), "O parâmetro 'studentId' deve ser um id numérico.");
  });

  it('refuses a parameter the list does not take', async () => {
    assert.equal(await refusal(pipe.transform({ consultor: 'true' })), "O campo 'consultor' não é permitido.");
  });
});

describe('GET /api/activity/students query', () => {
  const search = (query: Record<string, unknown>) =>
    validation.transform(query, { type: 'query', metatype: StudentSearchQuery }) as Promise<StudentSearchQuery>;

  it('defaults to 20 students of any name; drops NULs', async () => {
    assert.deepEqual({ ...(await search({})) }, { q: '', limit: 20 });
    assert.deepEqual({ ...(await search({ q: 'an\u0000a', limit: '5' })) }, { q: 'ana', limit: 5 });
  });

  it('takes at most 100', async () => {
    assert.equal(await refusal(search({ limit: '101' })), "O parâmetro 'limit' deve ser um número inteiro entre 1 e 100.");
    assert.equal(await refusal(search({ limit: 'x' })), "O parâmetro 'limit' deve ser um número inteiro entre 1 e 100.");
  });
});

describe('PATCH /api/activity/{id} body', () => {
  const update = (body: Record<string, unknown>) =>
    validation.transform(body, { type: 'body', metatype: UpdateActivityDto }) as Promise<UpdateActivityDto>;

  it('takes any field of the creation, none required', async () => {
    assert.deepEqual({ ...(await update({})) }, {});
    assert.equal((await update({ titulo: '  Editada ' })).titulo, 'Editada');
    assert.equal((await update({ subtasks: [{ date: '2026-03-01', time: '1', desc: 'x' }] })).subtasks!.length, 1);
  });

  it('refuses a null except the student, whose null clears it', async () => {
    assert.equal(await refusal(update({ titulo: null })), "O campo 'titulo' é obrigatório.");
    assert.equal(await refusal(update({ id_status_atividade: null })), "O campo 'id_status_atividade' deve ser um número inteiro.");
    assert.equal(await refusal(update({ subtasks: null })), "O campo 'subtasks' deve ser uma lista.");
    assert.equal((await update({ id_aluno: null })).id_aluno, null);
  });
});
