import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, getSchemaPath, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ApiErrorDto } from '@studio/contracts';
import { isStateChange, SAME_ORIGIN_JSON_MESSAGES } from './http/same-origin-json';
import { SESSION_COOKIE } from './session/session';

type Operation = {
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { description?: string; content?: unknown }>;
};

const ERROR_CONTENT = { 'application/json': { schema: { $ref: getSchemaPath(ApiErrorDto) } } };

const CROSS_SITE = `${SAME_ORIGIN_JSON_MESSAGES.crossSite} (another site's Origin)`;

/** The refusals every state change can meet (sameOriginJson), added to what the operation documents. */
function refusalsOfStateChange(operation: Operation): void {
  const forbidden = operation.responses['403'];
  operation.responses['403'] = {
    description: forbidden?.description ? `${forbidden.description}; or: ${CROSS_SITE}` : CROSS_SITE,
  };
  operation.responses['415'] ??= {
    description: `${SAME_ORIGIN_JSON_MESSAGES.notJson}; or: ${SAME_ORIGIN_JSON_MESSAGES.notUtf8}`,
  };
}

/**
 * Completes what the decorators leave implicit, the same way for every operation: operations without the
 * session cookie say so (`security: []`), every state change documents the cross-site and not-JSON refusals,
 * every error answer carries the one error schema, and an operation that documents no 4xx of its own still
 * names the refusal of a malformed request.
 */
function completeOperations(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(item) as Array<[string, Operation]>) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      operation.security ??= [];
      if (isStateChange(method.toUpperCase())) refusalsOfStateChange(operation);
      const codes = Object.keys(operation.responses);
      if (!codes.some((code) => code.startsWith('4'))) {
        operation.responses['4XX'] = {
          description: 'Refused: a malformed request (the message says why)',
        };
      }
      for (const [code, response] of Object.entries(operation.responses)) {
        if (/^[45]/.test(code) && !response.content) response.content = ERROR_CONTENT;
      }
    }
  }
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Studio booking API')
    .setDescription(
      'The public API of the fitness-studio booking platform. Authentication is the httpOnly session cookie ' +
        'set by POST /api/login and POST /api/register; every error has the shape {statusCode, message, error}.',
    )
    .setVersion('1.0')
    .setLicense('Proprietary: the studio that runs it', '/')
    .addServer('/', 'The studio this document was fetched from')
    .addCookieAuth(SESSION_COOKIE)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ApiErrorDto],
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
  completeOperations(document);
  return document;
}
