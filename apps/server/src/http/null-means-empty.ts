// «null means empty» (calculators §5: the spec's client sends an empty field as null): a calculator
// form's top-level null is read as the field left out, so an optional field stays unset and a
// defaulted one takes its default, as when absent; a required one is refused as empty («Поле не
// должно быть пустым»), as before. Run before validation on the calculator forms' routes only —
// elsewhere (the cabinet, chat, КП) a null may mean "clear this" and is left to the schema.
import type { FastifyRequest } from 'fastify';

export async function nullMeansEmpty(req: FastifyRequest): Promise<void> {
  const body = req.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  if (!Object.values(body).includes(null)) return;
  req.body = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null));
}
