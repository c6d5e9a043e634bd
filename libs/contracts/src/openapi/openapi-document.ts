/** The parts of an OpenAPI 3.1 document the product reads; the rest passes through as it is. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: {
    schemas?: Record<string, unknown>;
    responses?: Record<string, unknown>;
    securitySchemes?: Record<string, unknown>;
  };
  tags?: Array<{ name: string; description?: string }>;
  [extension: string]: unknown;
}

interface OpenApiOperation {
  operationId?: string;
  tags?: string[];
  [field: string]: unknown;
}
