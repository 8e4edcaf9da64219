// OpenAPI from the routes' zod schemas (@fastify/swagger + fastify-type-provider-zod): the document
// at /api/openapi.json and a browsable page at /api/docs (@fastify/swagger-ui).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { App } from '../app';

async function openApi(app: App) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'podbor API',
        description:
          'Подбор насосов, насосных станций, узлов DCU и пластинчатых теплообменников. Каждый ответ — ' +
          'конверт { statusCode, response }; ошибки — response.error на русском.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          jwt: { type: 'apiKey', in: 'header', name: 'jwt', description: 'jwt <token>' },
          calcAccess: {
            type: 'apiKey',
            in: 'header',
            name: 'calc-access',
            description: 'разрешение калькулятора',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

export default fp(openApi, { name: 'openapi' });
