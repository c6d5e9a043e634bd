import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// The package's light entry (its main one loads the browser bundle into Node); an import the image's prune step sees.
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';

/** Where the swagger-ui-dist package's files are. */
const SWAGGER_UI_DIR = getAbsoluteFSPath();

/** The Swagger UI files the page loads, served from the swagger-ui-dist package (no CDN). */
export const SWAGGER_UI_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
};

export function swaggerUiAsset(name: string): Buffer {
  return readFileSync(join(SWAGGER_UI_DIR, name));
}

/**
 * /api/docs: Swagger UI over the merged HTTP document and a link to the events'. Our own
 * script starts it (the gateway's CSP runs no inline script).
 */
export const DOCS_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <title>Treina: documentação da API</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <p style="font-family: sans-serif; margin: 1rem 2rem">
      Eventos do barramento (AsyncAPI 3): <a href="/api/asyncapi.json">/api/asyncapi.json</a>
    </p>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/swagger-ui-standalone-preset.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

export const DOCS_INIT_JS = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  withCredentials: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'BaseLayout',
});
`;
