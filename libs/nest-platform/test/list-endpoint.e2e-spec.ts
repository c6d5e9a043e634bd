import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { Controller, Delete, Get, Module, Query } from '@nestjs/common';
import { IsBoolean, IsInt, Min } from 'class-validator';
import { OptionalField } from '../src/http/optional-field.decorator.js';
import { QueryBoolean, QueryInt } from '../src/http/query-values.js';
import { ListEndpoint, ListQueryPipe, type ListQueryWith, ParseIdListPipe } from '../src/http/list-endpoint.js';
import type { Page } from '../src/http/page.js';
import type { ListColumn, ListQuery } from '../src/http/paging.js';
import { type TestApp, startTestApp } from '../src/testing/test-app.js';

const COLUMNS: Record<string, ListColumn> = {
  nome: { sql: 'c.nome', kind: 'text', searchable: true },
  id: { sql: 'c.id', kind: 'number' },
};

/** The example list's own parameters. */
class ExampleParams {
  @OptionalField()
  @QueryInt()
  @IsInt()
  @Min(1)
  userId?: number;

  @OptionalField()
  @QueryBoolean()
  @IsBoolean()
  sales?: boolean;
}

@Controller()
class ExampleController {
  /** Answers the parsed query as its one row, and 42 as the total. */
  @Get('example')
  @ListEndpoint()
  list(@Query(new ListQueryPipe(COLUMNS)) query: ListQuery): Page<ListQuery> {
    return { rows: [query], total: 42 };
  }

  private asked = 0;

  /** A broad search: at least 1,000 rows on the first ask, 1,234 once counted (the same rows). */
  @Get('example-lower-bound')
  @ListEndpoint()
  lowerBound(@Query(new ListQueryPipe(COLUMNS)) query: ListQuery): Page<ListQuery> {
    this.asked += 1;
    return this.asked === 1 ? { rows: [query], total: 1000, totalIsLowerBound: true } : { rows: [query], total: 1234 };
  }

  @Get('example-with-params')
  @ListEndpoint()
  listWithParams(@Query(new ListQueryPipe(COLUMNS, ExampleParams)) query: ListQueryWith<ExampleParams>): Page<ExampleParams> {
    return { rows: [query.params], total: 1 };
  }

  @Delete('example')
  remove(@Query('examplesIds', ParseIdListPipe) ids: number[]) {
    return { ids };
  }
}

@Module({ controllers: [ExampleController] })
class ExampleModule {}

describe('list endpoints', () => {
  let service: TestApp;
  const get = async (path: string) => {
    const response = await fetch(`${service.url}/api${path}`, { method: path.includes('Ids=') ? 'DELETE' : 'GET' });
    return { status: response.status, headers: response.headers, body: JSON.parse(await response.text()) };
  };

  beforeAll(async () => {
    service = await startTestApp(ExampleModule, { service: 'list-endpoint-test' });
  });

  afterAll(async () => {
    await service.app.close();
  });

  it('answers the rows and puts the total in X-Total-Count', async () => {
    const answer = await get('/example?page=2&pageSize=5&sort=-nome,id&q=%20ana%20&filter.nome=Jo%00%C3%A3o');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('x-total-count'), '42');
    assert.equal(answer.headers.get('x-total-count-exact'), 'true');
    assert.deepEqual(answer.body, [
      {
        page: 2,
        pageSize: 5,
        sort: [
          { field: 'nome', descending: true },
          { field: 'id', descending: false },
        ],
        q: 'ana',
        filters: [{ field: 'nome', value: 'João' }],
        params: {},
      },
    ]);
  });

  it('says when the total is only a lower bound (X-Total-Count-Exact: false), and says it is exact on a 304 too', async () => {
    const answer = await get('/example-lower-bound?page=1&q=souza');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('x-total-count'), '1000');
    assert.equal(answer.headers.get('x-total-count-exact'), 'false');
    assert.match(answer.headers.get('access-control-expose-headers') ?? '', /X-Total-Count-Exact/);
    // The same rows asked again once counted: a 304, whose headers the browser puts on the answer it kept.
    const again = await fetch(`${service.url}/api/example-lower-bound?page=1&q=souza`, {
      // fetch would add Cache-Control: no-cache to a conditional request, which asks for the whole answer.
      headers: { 'if-none-match': answer.headers.get('etag') ?? '', 'cache-control': 'max-age=0' },
    });
    assert.equal(again.status, 304);
    assert.equal(again.headers.get('x-total-count'), '1234');
    assert.equal(again.headers.get('x-total-count-exact'), 'true');
  });

  it("validates the list's own parameters as its DTO, and refuses any other", async () => {
    assert.deepEqual((await get('/example-with-params?page=1&userId=7&sales=false')).body, [{ userId: 7, sales: false }]);
    const notBoolean = await get('/example-with-params?sales=1');
    assert.equal(notBoolean.status, 400);
    assert.match(notBoolean.body.message, /'sales' deve ser verdadeiro ou falso/);
    const wrong = await get('/example-with-params?userId=0x10');
    assert.equal(wrong.status, 400);
    assert.match(wrong.body.message, /'userId' deve ser um número inteiro/);
    const unknown = await get('/example?userId=7');
    assert.equal(unknown.status, 400);
    assert.match(unknown.body.message, /'userId' não é permitido/);
  });

  it('refuses a field the list does not have and a page out of range with a Portuguese 400', async () => {
    const unknownFilter = await get('/example?filter.senha=x');
    assert.equal(unknownFilter.status, 400);
    assert.match(unknownFilter.body.message, /Não é possível filtrar pelo campo 'senha'/);
    const unknownSort = await get('/example?sort=senha');
    assert.equal(unknownSort.status, 400);
    assert.match(unknownSort.body.message, /Não é possível ordenar pelo campo 'senha'/);
    const page = await get('/example?page=0');
    assert.equal(page.status, 400);
    assert.match(page.body.message, /'page' deve ser um número inteiro/);
  });

  it('parses a list of ids, and names the parameter when it is not one', async () => {
    assert.deepEqual((await get('/example?examplesIds=3,1,3')).body, { ids: [3, 1] });
    const bad = await get('/example?examplesIds=1,x');
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /'examplesIds' deve conter ids numéricos/);
  });
});
