import { Controller, Get, Header, Inject, Param, Req, Res } from '@nestjs/common';
import { asyncApiDocument } from '@treina/contracts';
import { OPENAPI_DOCUMENTS } from '@treina/contracts/openapi';
import { Authenticated, notFound, Public } from '@treina/nest-platform/edge';
import type { Request, Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { DOCS_HTML, DOCS_INIT_JS, SWAGGER_UI_ASSETS, swaggerUiAsset } from './docs-page.js';
import { mergeOpenApi } from './merge-openapi.js';
import { assertStaffSession } from '../security/identity-session.js';

/** The contracts' version as the documents state it. */
const DOCUMENTS_VERSION = '1.0.0';

/** Routes the gateway answers itself instead of proxying (see create-gateway.ts). */
const DOCS_PATHS = ['/api/openapi.json', '/api/asyncapi.json', '/api/docs'];
export const isDocsPath = (path: string) => DOCS_PATHS.includes(path) || path.startsWith('/api/docs/');

/**
 * The API's documentation for the school's staff: GET /api/openapi.json (every service's HTTP API, generated from its code),
 * /api/asyncapi.json (the events) and /api/docs. The gateway has no session guard of its own: @Authenticated() states the rule (the
 * security suite's matrix reads it) and assertStaffSession enforces it, asking identity.
 */
@Controller('api')
export class DocsController {
  private readonly openApi = mergeOpenApi(OPENAPI_DOCUMENTS, DOCUMENTS_VERSION);
  private readonly asyncApi = asyncApiDocument(DOCUMENTS_VERSION);

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Authenticated()
  @Get('openapi.json')
  async openApiDocument(@Req() request: Request) {
    await assertStaffSession(request, this.config.services.identity!);
    return this.openApi;
  }

  @Authenticated()
  @Get('asyncapi.json')
  async asyncApiDocument(@Req() request: Request) {
    await assertStaffSession(request, this.config.services.identity!);
    return this.asyncApi;
  }

  @Authenticated()
  @Get('docs')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  async page(@Req() request: Request) {
    await assertStaffSession(request, this.config.services.identity!);
    return DOCS_HTML;
  }

  /** The page's scripts and styles (no login needed: they hold no data). */
  @Public()
  @Get('docs/:asset')
  asset(@Param('asset') asset: string, @Res() response: Response) {
    if (asset === 'init.js') {
      response.type('text/javascript; charset=utf-8').send(DOCS_INIT_JS);
      return;
    }
    const type = SWAGGER_UI_ASSETS[asset];
    if (!type) throw notFound('Arquivo não encontrado.');
    response.setHeader('cache-control', 'public, max-age=3600');
    response.type(type).send(swaggerUiAsset(asset));
  }
}
