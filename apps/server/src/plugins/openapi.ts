// OpenAPI from the routes' zod schemas (@fastify/swagger + fastify-type-provider-zod): the document
// at /api/openapi.json and a browsable page at /api/docs (@fastify/swagger-ui).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { App } from '../app-types';
import { securitySchemes } from '../http/openapi';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A body the handler reads itself (a multipart form streamed part by part): published in the
     * document as the route's body, never given to Fastify, which would validate it as JSON.
     */
    documentedBody?: ZodType;
  }
}

async function openApi(app: App) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'podbor API',
        description:
          'Подбор насосов, насосных станций, узлов DCU и пластинчатых теплообменников. Каждый ответ — ' +
          'конверт { statusCode, response }; ошибки — response.error на русском.',
        version: '1.0.0',
      },
      // Relative: the document describes the server that serves it, whatever its address.
      servers: [{ url: '/', description: 'Этот сервер' }],
      components: { securitySchemes },
    },
    // The one addition to the zod transform: a route's documentedBody becomes its body in the document.
    transform: (route) => {
      const { documentedBody, ...schema } = route.schema ?? {};
      return jsonSchemaTransform(
        documentedBody ? { ...route, schema: { ...schema, body: documentedBody } } : route,
      );
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openApi, { name: 'openapi' });
