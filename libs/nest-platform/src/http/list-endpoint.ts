import {
  type ArgumentMetadata,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  type PipeTransform,
  StreamableFile,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import { parseIdList } from './ids.js';
import { SerializedPage } from './list-page-cache.js';
import type { Page } from './page.js';
import { type ListColumn, type ListQuery, parseListQuery, setTotalCount } from './paging.js';
import { createValidationPipe } from './validation.pipe.js';

/** NULs are dropped from query values: PostgreSQL refuses them in a parameter, which would be a 500. */
const withoutNul = (value: unknown) => (typeof value === 'string' ? value.replace(/\u0000/g, '') : value);

/** A list's query: the protocol's part, and the list's own parameters (`?sales=true&userId=7`) as their DTO. */
export type ListQueryWith<Params extends object> = ListQuery & { params: Params };

/** No parameters of its own: any key beside the protocol's is refused. */
class NoParams {}

const isProtocolKey = (key: string) => key === 'page' || key === 'pageSize' || key === 'sort' || key === 'q' || key.startsWith('filter.');

/**
 * The list protocol's query string (page, pageSize, sort, q, filter.<field>) as a typed ListQuery checked against the list's columns, with
 * the list's own parameters validated as the `Params` DTO. An unknown field, a page out of range, a search too long or an unknown parameter
 * is a Portuguese 400.
 */
export class ListQueryPipe<Params extends object = NoParams> implements PipeTransform<
  Record<string, unknown>,
  Promise<ListQueryWith<Params>>
> {
  private readonly validation = createValidationPipe();

  constructor(
    private readonly columns: Record<string, ListColumn>,
    private readonly Params: Type<Params> = NoParams as Type<Params>,
  ) {}

  async transform(raw: Record<string, unknown>): Promise<ListQueryWith<Params>> {
    const protocol: Record<string, unknown> = {};
    const own: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw ?? {})) (isProtocolKey(key) ? protocol : own)[key] = withoutNul(value);
    const params = (await this.validation.transform(own, { type: 'query', metatype: this.Params })) as Params;
    return { ...parseListQuery(protocol, this.columns), params };
  }
}

/** `?customersIds=1,2,3` as distinct positive ids: `@Query('customersIds', ParseIdListPipe) ids: number[]`. */
@Injectable()
export class ParseIdListPipe implements PipeTransform<unknown, number[]> {
  transform(value: unknown, metadata: ArgumentMetadata): number[] {
    return parseIdList(value, metadata.data ?? 'ids');
  }
}

@Injectable()
class TotalCountInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler<Page<unknown> | SerializedPage>): Observable<unknown[] | string | StreamableFile> {
    const http = context.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    return next.handle().pipe(
      map((page) => {
        setTotalCount(response, page.total, page instanceof SerializedPage ? false : page.totalIsLowerBound);
        if (!(page instanceof SerializedPage)) return page.rows;
        // Express sends a string as it is (res.send: 304 when the client has it already) in the type set here.
        response.type('json');
        // One weak ETag for both encodings: the same rows (a weak validator names the content, not the bytes).
        response.setHeader('ETag', page.etag);
        if (!page.gzipped) return page.json;
        response.vary('Accept-Encoding');
        if (!request.acceptsEncodings('gzip')) return page.json;
        // What res.send does for a string, done here: a body Nest streams is not checked against If-None-Match.
        if (request.fresh) {
          response.status(304);
          return '';
        }
        response.setHeader('Content-Encoding', 'gzip');
        return new StreamableFile(page.gzipped, { length: page.gzipped.length });
      }),
    );
  }
}

/**
 * A list endpoint: the handler returns a Page (or a SerializedPage: ListPageCache); the client
 * receives its rows, and the total in `X-Total-Count`, with
 * `X-Total-Count-Exact` (false when that total is a lower bound).
 */
export const ListEndpoint = () => UseInterceptors(TotalCountInterceptor);
