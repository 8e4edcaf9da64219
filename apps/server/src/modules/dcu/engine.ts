// The `dcu` engine of the selection pool (runs in a worker thread): the configuration of the form
// (BOM, cabinet, dimensions, mass, Kvs and Δp), its product name and parameters, the PDF
// specification, the scheme (front view, numbered as the BOM) and the isometric view 3d.png.
import {
  dcuDocumentLabels,
  dcuFlowProblemMessage,
  dcuMessages,
  dcuProblemMessage,
  dcuProductName,
  dcuProductParams,
  dcuReopenInputs,
  type DcuResult,
} from '@podbor/contracts';
import { dcuCatalogue } from '@podbor/catalog/dcu';
import { DcuRefusal, configureDcu, type DcuConfiguration } from '@podbor/engineering/dcu';
import { renderSvgPng } from '../../documents/svg-png';
import { EngineRefusal, type Engine, type JobRequest } from '../selection/engine';
import { renderDcuDatasheet } from './datasheet';
import { dcuIsometricSvg, dcuSchemeSvg } from './drawing';

/** The configuration of a form, or the refusal in Russian (EngineRefusal). */
export function configureOrRefuse(form: ReturnType<typeof dcuReopenInputs.parse>): DcuConfiguration {
  try {
    return configureDcu(form, dcuCatalogue, form.DesignFlow);
  } catch (e) {
    if (!(e instanceof DcuRefusal)) throw e;
    const r = e.reason;
    if (r.kind === 'options') throw new EngineRefusal(r.problems.map(dcuProblemMessage));
    if (r.kind === 'flow')
      throw new EngineRefusal(r.problems.map((p) => dcuFlowProblemMessage(p, form.ColletorWorkType)));
    if (r.kind === 'meterOverload')
      throw new EngineRefusal(dcuMessages.meterOverload(r.where, r.flowM3h, r.qMaxM3h));
    throw new EngineRefusal(dcuMessages.failed);
  }
}

/** The answer of a done request (calculators §3 "DCU selection result"). */
export function dcuResponse(c: DcuConfiguration): DcuResult {
  const byRole = new Map(c.bom.map((l) => [l.role, l.name] as const));
  return {
    productName: dcuProductName(c.options, c.holder.article),
    productParams: dcuProductParams(c.options, {
      holderName: c.holder.name,
      dimensions: c.dimensions,
      massKg: c.massKg,
      kvsUnit: c.hydraulics.kvsUnit,
      designFlowM3h: c.hydraulics.designFlowM3h,
      pressureLossBar: c.hydraulics.pressureLossBar,
      velocities: c.hydraulics.velocities,
      path: c.hydraulics.path,
    }),
    articul: c.article,
    options: { ...c.options, DesignFlow: c.hydraulics.designFlowM3h },
    bom: c.bom.map(({ article, name, quantity, massKg }) => ({ article, name, quantity, massKg })),
    holder: { article: c.holder.article, name: c.holder.name, size: c.holder.size },
    dimensions: c.dimensions,
    massKg: c.massKg,
    hydraulics: {
      kvsUnit: c.hydraulics.kvsUnit,
      designFlowM3h: c.hydraulics.designFlowM3h,
      pressureLossBar: c.hydraulics.pressureLossBar,
      velocities: c.hydraulics.velocities,
      path: c.hydraulics.path.map((e) => ({
        name: byRole.get(e.role) ?? e.article,
        article: e.article,
        kvs: e.kvs,
        basis: e.basis,
        flowShare: e.flowShare,
        pressureLossBar: e.pressureLossBar,
      })),
    },
    illustrative: c.illustrative,
    note: c.note,
  };
}

/** The documents of a configuration: PDF, scheme and 3D view, by file name. */
export async function dcuDocuments(c: DcuConfiguration, response: DcuResult, request: JobRequest) {
  const L = dcuDocumentLabels;
  const note = c.note ?? '';
  const iso = renderSvgPng(dcuIsometricSvg(c, c.article, note));
  const scheme = renderSvgPng(dcuSchemeSvg(c, c.article, note));
  const pdf = await renderDcuDatasheet({ request, configuration: c, response, images: { iso, scheme } });
  return [
    { name: L.files.specification(c.article), mime: 'application/pdf', data: pdf },
    { name: L.files.scheme, mime: 'image/png', data: scheme },
    { name: L.files.image3d, mime: 'image/png', data: iso },
  ];
}

export const dcuEngine: Engine = async (raw, request) => {
  const form = dcuReopenInputs.parse(raw);
  const c = configureOrRefuse(form);
  const response = dcuResponse(c);
  return { response, files: request.documents ? await dcuDocuments(c, response, request) : [] };
};
