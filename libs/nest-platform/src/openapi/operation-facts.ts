import type { INestApplication, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS_RULE, type AccessRule } from '../auth/access.decorators.js';
import type { ListColumn } from '../http/paging.js';
import { BodyListPipe } from '../http/body-list.pipe.js';
import { ListQueryPipe, ParseIdListPipe } from '../http/list-endpoint.js';

/** What the code says about one route beyond what @nestjs/swagger sees: its access rule, list, id lists and body. */
export interface OperationFacts {
  /** @nestjs/swagger's operationId: `<Controller>_<method>`. */
  operationId: string;
  access: AccessRule | undefined;
  /** The list protocol's columns and the list's own parameters' DTO, when the route is a paged list. */
  list?: { columns: Record<string, ListColumn>; params: Type<unknown> | undefined };
  /** Query keys parsed as comma-separated id lists. */
  idLists: string[];
  /** The DTO class of the JSON body, if any (of each of its items when `bodyIsList`). */
  body?: Type<unknown>;
  bodyIsList?: boolean;
  /** Whether the route takes uploaded files (multipart). */
  multipart: boolean;
}

interface RouteArgument {
  index: number;
  data?: string;
  pipes?: unknown[];
}

/** Every controller route of `app` (built in preview mode: no provider runs) with the facts the OpenAPI document needs. */
export function operationFacts(app: INestApplication): OperationFacts[] {
  const facts: OperationFacts[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined || Reflect.getMetadata(METHOD_METADATA, handler) === undefined)
          continue;
        const access = (Reflect.getMetadata(ACCESS_RULE, handler) ?? Reflect.getMetadata(ACCESS_RULE, controller)) as
          AccessRule | undefined;
        const args = Object.entries((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArgument>);
        const paramTypes = (Reflect.getMetadata('design:paramtypes', prototype, name) ?? []) as Array<Type<unknown>>;
        const fact: OperationFacts = { operationId: `${controller.name}_${name}`, access, idLists: [], multipart: false };
        for (const [key, argument] of args) {
          const kind = Number(key.split(':')[0]);
          const pipes = argument.pipes ?? [];
          const list = pipes.find((pipe): pipe is ListQueryPipe<object> => pipe instanceof ListQueryPipe);
          if (kind === (RouteParamtypes.QUERY as number) && list) {
            const { columns, Params } = list as unknown as { columns: Record<string, ListColumn>; Params: Type<unknown> };
            fact.list = { columns, params: Params.name === 'NoParams' ? undefined : Params };
          }
          if (
            kind === (RouteParamtypes.QUERY as number) &&
            argument.data &&
            pipes.some((pipe) => pipe === ParseIdListPipe || pipe instanceof ParseIdListPipe)
          )
            fact.idLists.push(argument.data);
          const bodyList = pipes.find((pipe): pipe is BodyListPipe<object> => pipe instanceof BodyListPipe);
          if (kind === (RouteParamtypes.BODY as number) && bodyList) Object.assign(fact, { body: bodyList.item, bodyIsList: true });
          else if (kind === (RouteParamtypes.BODY as number) && !argument.data) {
            const type = paramTypes[argument.index];
            if (type && type !== Object) fact.body = type;
          }
          if (kind === (RouteParamtypes.FILES as number) || kind === (RouteParamtypes.FILE as number)) fact.multipart = true;
        }
        facts.push(fact);
      }
    }
  }
  return facts;
}
