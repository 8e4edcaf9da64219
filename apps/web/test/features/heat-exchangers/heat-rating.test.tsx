// The rating view of the heat-exchanger pages (issue 30 items 2 and 5) against a fake API: the
// «Поверочный расчёт» tab, a catalogue model or the user's plate, the form's Russian messages, and
// the answer with every warning named, amber and not an error; the user's plate said to be theirs.
import {
  heatRatingMessages,
  heatRatingWarningTitle,
  heatWarning,
  validationMessages,
  type HeatRatingResult,
} from '@podbor/contracts';
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCalcGrant } from '../../../src/lib/calc-access';
import { fakeApi, ok, refuse } from '../../fake-api';
import { renderApp, renderWithProviders } from '../../render';
import { RatingWarnings } from '../../../src/features/calculators/heat-exchangers/components/heat-rating';

configure({ asyncUtilTimeout: 8000 });

beforeEach(() => {
  for (const calc of ['Clever', 'RTO'] as const)
    saveCalcGrant({ calc, grant: `grant-${calc}`, expiresAt: Date.now() + 3_600_000 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.removeItem('authToken');
});

const side = {
  massFlowKgS: 10,
  tIn: 90,
  tOut: 61.2,
  density: 977.8,
  specificHeat: 4190,
  viscosity: 0.000404,
  conductivity: 0.667,
  channelVelocityMS: 1.77,
  reynolds: 16_400,
  prandtl: 2.54,
  htcWM2K: 20450,
  dpChannelKPa: 98.1,
  dpPortsKPa: 22.5,
  portVelocityMS: 12.8,
};
const check = {
  plates: 100,
  passesHot: 1,
  passesCold: 1,
  channelsHot: 50,
  channelsCold: 49,
  plateAreaM2: 0.0511,
  widthM: 0.115,
  portToPortLengthM: 0.38,
  chevronAngleDeg: 60,
  enlargementFactor: 1.17,
  channelGapM: 0.0025,
  hydraulicDiameterM: 0.00427,
  plateThicknessM: 0.0005,
  wallConductivity: 16.3,
  portDiameterM: 0.032,
  areaM2: 5.01,
  dutyKW: 1204.5,
  lmtdK: 51.2,
  correctionF: 1,
  uCleanWM2K: 4690,
  uServiceWM2K: 4690,
  reservePct: 0,
  foulingM2KW: 0,
  hot: side,
  cold: { ...side, tIn: 10, tOut: 38.8 },
};
const warnings: HeatRatingResult['warnings'] = [
  {
    code: 'portVelocity',
    side: 'hot',
    message: 'Скорость в патрубке греющей стороны 12,8 м/с выше допустимой 6 м/с.',
  },
  {
    code: 'pressureDrop',
    side: 'hot',
    message: 'Потеря давления греющей стороны 121 кПа выше допустимой 50 кПа.',
  },
  {
    code: 'portVelocity',
    side: 'cold',
    message: 'Скорость в патрубке нагреваемой стороны 12,8 м/с выше допустимой 6 м/с.',
  },
  {
    code: 'pressureDrop',
    side: 'cold',
    message: 'Потеря давления нагреваемой стороны 121 кПа выше допустимой 50 кПа.',
  },
];
const catalogueAnswer: HeatRatingResult = {
  check,
  warnings,
  plateSource: 'catalogue',
  note: 'Иллюстративные данные пластин, не данные производителя',
};
const userAnswer: HeatRatingResult = {
  check,
  warnings,
  plateSource: 'user',
  notice: heatRatingMessages.userPlate,
};

type User = ReturnType<typeof renderApp>['user'];
const field = (testId: string) => screen.getByTestId(`rating-${testId}`);
async function type(user: User, testId: string, value: string) {
  await user.clear(field(testId));
  await user.type(field(testId), value);
}
/** The duty: 100 plates, 10 kg/s of water a side at 90 and 10 °C, 50 kPa allowed each. */
async function typeDuty(user: User) {
  await type(user, 'plates', '100');
  await type(user, 'hot.tIn', '90');
  await type(user, 'hot.massFlowKgS', '10');
  await type(user, 'hot.maxDpKPa', '50');
  await type(user, 'cold.tIn', '10');
  await type(user, 'cold.massFlowKgS', '10');
  await type(user, 'cold.maxDpKPa', '50');
}
async function openRating(path: string) {
  const rendered = renderApp(path);
  await rendered.user.click(await screen.findByRole('tab', { name: 'Поверочный расчёт' }));
  await screen.findByRole('form', { name: 'Поверочный расчёт' });
  return rendered;
}

describe('the rating view', () => {
  it('rates CLH 32S and shows each of the four warnings by name, amber, as a caution not an error', async () => {
    const fake = fakeApi({ 'POST /api/v1/search/clever/rate': () => ok(catalogueAnswer) });
    const { user } = await openRating('/heat');
    expect(field('model')).toHaveValue('CLH 32S');
    await typeDuty(user);
    await user.click(screen.getByTestId('rating-submit'));

    const result = await screen.findByTestId('rating-result');
    expect(fake.callsTo('POST', '/api/v1/search/clever/rate')[0]!.body).toEqual({
      model: 'CLH 32S',
      thicknessMm: 0.5,
      channelMix: 'H',
      plates: 100,
      passesHot: 1,
      passesCold: 1,
      hot: { fluid: { medium: 'water' }, tIn: 90, massFlowKgS: 10 },
      cold: { fluid: { medium: 'water' }, tIn: 10, massFlowKgS: 10 },
      plateMaterial: 'AISI316',
      maxPressureDropKPa: { hot: 50, cold: 50 },
    });
    expect(within(result).getByText(/^Мощность 1\s205 кВт$/)).toBeInTheDocument();
    const list = within(result).getByRole('region', {
      name: 'Предупреждения: нарушено 4 ограничения подбора',
    });
    const shown = within(list).getAllByTestId('rating-warning');
    expect(shown.map((w) => w.querySelector('.mantine-Alert-title')?.textContent)).toEqual([
      'Скорость в патрубке — греющая сторона',
      'Потеря давления — греющая сторона',
      'Скорость в патрубке — нагреваемая сторона',
      'Потеря давления — нагреваемая сторона',
    ]);
    expect(shown.map((w) => within(w).getByText(/./, { selector: 'p' }).textContent)).toEqual(
      warnings.map((w) => w.message),
    );
    // A caution, not an error: amber, and none of them interrupts as an alert.
    for (const w of shown) expect(w.getAttribute('style')).toContain('--mantine-color-yellow-light');
    for (const w of shown) expect(w).toHaveAttribute('role', 'note');
    // The catalogue's figures carry its note.
    expect(within(result).getByTestId('catalogue-note')).toHaveTextContent('Иллюстративные данные пластин');
    expect(screen.queryByTestId('rating-notice')).toBeNull();
    // Without a design duty there is no reserve to report (not a bare «0 %»).
    expect(within(result).queryByText('Запас поверхности')).toBeNull();
    // Changed since: the answer stays, said to be for the previous data.
    expect(screen.queryByTestId('results-stale')).toBeNull();
    await type(user, 'plates', '90');
    expect(screen.getByTestId('results-stale')).toBeInTheDocument();
  }, 30_000);

  it("rates the user's plate on /heatlt: sends the geometry, says whose plate the figures are for", async () => {
    const fake = fakeApi({ 'POST /api/v1/search/rto/rate': () => ok(userAnswer) });
    const { user } = await openRating('/heatlt');
    await user.click(screen.getByRole('radio', { name: 'Своя пластина' }));
    for (const [k, v] of [
      ['widthMm', '115'],
      ['portToPortLengthMm', '380'],
      ['gapMm', '2,5'],
      ['chevronAngleDeg', '60'],
      ['enlargementFactor', '1,17'],
      ['portDiameterMm', '32'],
      ['thicknessMm', '0,5'],
    ] as const)
      await type(user, `plate.${k}`, v);
    await typeDuty(user);
    await type(user, 'designDutyKW', '1000');
    await user.click(screen.getByTestId('rating-submit'));

    const notice = await screen.findByTestId('rating-notice');
    expect(notice).toHaveTextContent('Расчёт для геометрии пластины, заданной пользователем');
    expect(notice).toHaveTextContent('Класс давления рамы');
    const body = fake.callsTo('POST', '/api/v1/search/rto/rate')[0]!.body as Record<string, unknown>;
    expect(body.plate).toEqual({
      widthMm: 115,
      portToPortLengthMm: 380,
      gapMm: 2.5,
      chevronAngleDeg: 60,
      enlargementFactor: 1.17,
      portDiameterMm: 32,
      thicknessMm: 0.5,
    });
    expect(body.designDutyKW).toBe(1000);
    expect(screen.getByText('Запас поверхности')).toBeInTheDocument();
    expect(body).not.toHaveProperty('model');
    expect(body).not.toHaveProperty('thicknessMm');
    expect(screen.getAllByTestId('rating-warning')).toHaveLength(4);
  }, 30_000);

  it('says on the fields what is missing, in Russian, and sends nothing', async () => {
    const fake = fakeApi({});
    const { user } = await openRating('/heat');
    await user.click(screen.getByRole('radio', { name: 'Своя пластина' }));
    await user.click(screen.getByTestId('rating-submit'));
    for (const k of [
      'plate.widthMm',
      'plate.gapMm',
      'plate.chevronAngleDeg',
      'plates',
      'hot.tIn',
      'cold.massFlowKgS',
    ])
      expect(field(k)).toHaveAccessibleDescription(expect.stringContaining(validationMessages.required));
    expect(fake.callsTo('POST', '/api/v1/search/clever/rate')).toHaveLength(0);
  }, 30_000);

  it("says an angle outside Martin's range on its field, with the engine's words, and sends nothing", async () => {
    const fake = fakeApi({});
    const { user } = await openRating('/heat');
    await user.click(screen.getByRole('radio', { name: 'Своя пластина' }));
    for (const [k, v] of [
      ['widthMm', '115'],
      ['portToPortLengthMm', '380'],
      ['gapMm', '2,5'],
      ['chevronAngleDeg', '85'],
      ['enlargementFactor', '1,17'],
      ['portDiameterMm', '32'],
      ['thicknessMm', '0,5'],
    ] as const)
      await type(user, `plate.${k}`, v);
    await typeDuty(user);
    await user.click(screen.getByTestId('rating-submit'));
    expect(field('plate.chevronAngleDeg')).toHaveAccessibleDescription(
      expect.stringContaining(
        'Угол гофрирования 85° вне области применимости метода Мартина (10–80°): расчёт такой пластины был бы экстраполяцией и не выполняется.',
      ),
    );
    expect(fake.callsTo('POST', '/api/v1/search/clever/rate')).toHaveLength(0);
  }, 30_000);

  it("shows the engine's refusal (422) as the answer, with its reason", async () => {
    const reason = '100 пластин нельзя разделить на ходы 3/3 поровну.';
    fakeApi({ 'POST /api/v1/search/clever/rate': () => refuse(422, reason) });
    const { user } = await openRating('/heat');
    await typeDuty(user);
    await type(user, 'passesHot', '3');
    await type(user, 'passesCold', '3');
    await user.click(screen.getByTestId('rating-submit'));
    const problem = await screen.findByTestId('rating-problem');
    expect(problem).toHaveTextContent('Расчёт невозможен');
    expect(problem).toHaveTextContent(reason);
    // An answer, not a failure (decision 0048): neutral grey, no red.
    expect(problem.getAttribute('style')).toContain('--mantine-color-gray-light');
  }, 30_000);

  it('a signed-in user downloads the rated unit’s PDF, asked of what was rated', async () => {
    const fake = fakeApi({
      'POST /api/v1/search/clever/rate': () => ok(catalogueAnswer),
      'POST /api/v1/search/clever/rate/datasheet': () =>
        new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="x.pdf"; filename*=UTF-8''${encodeURIComponent('Поверочный расчёт CLH 32S 100 пл.pdf')}`,
          },
        }),
    });
    const saved: string[] = [];
    // jsdom has no object URLs: a URL class that has them, for this test only (unstubbed after).
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:x';
        static override revokeObjectURL = () => {};
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    localStorage.setItem('authToken', 'tok');
    const { user } = await openRating('/heat');
    await typeDuty(user);
    await user.click(screen.getByTestId('rating-submit'));
    await screen.findByTestId('rating-result');
    // Changed since rating: the PDF is still of the unit rated, not of the form's new number.
    await type(user, 'plates', '90');
    await user.click(screen.getByTestId('rating-pdf'));
    await vi.waitFor(() => expect(saved).toEqual(['Поверочный расчёт CLH 32S 100 пл.pdf']));
    const [call] = fake.callsTo('POST', '/api/v1/search/clever/rate/datasheet');
    expect((call!.body as { plates: number }).plates).toBe(100);
    expect(call!.headers['calc-access']).toBe('grant-Clever');
    click.mockRestore();
  }, 30_000);

  it('a guest sees «Скачать PDF можно после входа…» with the sign-in link instead of the button', async () => {
    fakeApi({ 'POST /api/v1/search/clever/rate': () => ok(catalogueAnswer) });
    const { user } = await openRating('/heat');
    await typeDuty(user);
    await user.click(screen.getByTestId('rating-submit'));
    await screen.findByTestId('rating-result');
    expect(screen.getByTestId('rating-guest-pdf')).toHaveTextContent('Скачать PDF можно после входа');
    expect(screen.queryByTestId('rating-pdf')).toBeNull();
  }, 30_000);
});

describe('rating warnings', () => {
  it('every warning code of the contract has its Russian name', () => {
    for (const code of heatWarning.shape.code.options)
      expect(heatRatingWarningTitle({ code })).toMatch(/^[А-Я]/);
  });

  it('a warning without a side is titled by its name alone; none says the checked limits hold', () => {
    const { unmount } = renderWithProviders(
      <RatingWarnings
        warnings={[
          { code: 'pressureClass', message: 'Давление 30 бар выше наибольшего класса рамы CLH 32S 25 бар.' },
        ]}
      />,
    );
    expect(
      screen.getByRole('region', { name: 'Предупреждение: нарушено 1 ограничение подбора' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Класс давления рамы')).toBeInTheDocument();
    unmount();
    renderWithProviders(<RatingWarnings warnings={[]} />);
    expect(screen.getByTestId('rating-no-warnings')).toHaveTextContent(
      'Проверенные ограничения подбора не нарушены.',
    );
  });
});
