import {
  type ArgumentMetadata,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  type PipeTransform,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { parseIdList } from './ids.js';
import { type ListColumn, type ListQuery, parseListQuery, setTotalCount } from './paging.js';

/** A page of a list, as a list's use case answers it: the rows and how many match in all. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** NULs are dropped from query values: PostgreSQL refuses them in a parameter, which would be a 500. */
const withoutNul = (value: unknown) => (typeof value === 'string' ? value.replace(/\u0000/g, '') : value);

/**
 * The list protocol's query string (page, pageSize, sort, q, filter.<field>; libs/contracts
 * api/paging.ts) as a typed ListQuery, checked against the list's columns:
 * `@Query(new ListQueryPipe(COLUMNS)) query: ListQuery`. A field the list does not have,
 * a page out of range or a search too long is a Portuguese 400.
 */
export class ListQueryPipe implements PipeTransform<Record<string, unknown>, ListQuery> {
  constructor(private readonly columns: Record<string, ListColumn>) {}

  transform(raw: Record<string, unknown>): ListQuery {
    return parseListQuery(Object.fromEntries(Object.entries(raw ?? {}).map(([key, value]) => [key, withoutNul(value)])), this.columns);
  }
}

/** `?customersIds=1,2,3` (SPEC's delete calls) as distinct positive ids: `@Query('customersIds', ParseIdListPipe) ids: number[]`. */
@Injectable()
export class ParseIdListPipe implements PipeTransform<unknown, number[]> {
  transform(value: unknown, metadata: ArgumentMetadata): number[] {
    return parseIdList(value, metadata.data ?? 'ids');
  }
}

@Injectable()
class TotalCountInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler<Page<unknown>>): Observable<unknown[]> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((page) => {
        setTotalCount(response, page.total);
        return page.rows;
      }),
    );
  }
}

/**
 * A list endpoint: the handler returns a Page; the client receives its rows, and the
 * total in `X-Total-Count` (SPEC's lists page on the server).
 */
export const ListEndpoint = () => UseInterceptors(TotalCountInterceptor);
