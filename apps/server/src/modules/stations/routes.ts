// The station call besides POST /api/v1/search/station (selection core): a set's documents on
// demand, behind the Station grant. Thin: the form in, the job's rules in StationService.
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calcOfRequestType, envelope, errorEnvelope, searchAccepted, stationForm } from '@podbor/contracts';
import type { App } from '../../app-types';
import { ok } from '../../http/envelope';
import { calcGrantAndSession } from '../../http/openapi';
import { nullMeansEmpty } from '../../http/null-means-empty';
import { authRequired, requireUser } from '../auth/guard';
import { requireCalcGrant } from '../calc-access/guard';

export async function stationRoutes(app: App) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', requireCalcGrant(calcOfRequestType.station));

  r.post(
    '/api/v1/search/station/files/:modelId',
    {
      // A guest could never download the files: 401 before anything is rendered (decision 0035).
      onRequest: authRequired,
      preValidation: nullMeansEmpty,
      schema: {
        tags: ['Насосные станции'],
        operationId: 'requestStationFiles',
        security: calcGrantAndSession,
        summary:
          'Паспорт (PDF) и график H–Q (PNG) одной установки из подбора: ответ — hash для опроса /api/v1/request/{hash}',
        params: z.object({ modelId: z.string() }),
        body: stationForm,
        response: {
          200: envelope(searchAccepted),
          400: errorEnvelope,
          401: errorEnvelope,
          503: errorEnvelope,
        },
      },
    },
    async (req) =>
      ok(
        await app.selection.submit({
          type: 'station',
          input: app.stations.filesJob(req.params.modelId, req.body),
          userId: requireUser(req).id,
          ip: req.ip,
          // The same set and duty again: the user's finished (or running) files, not a second row.
          reuse: true,
        }),
      ),
  );
}
