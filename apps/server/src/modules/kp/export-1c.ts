// An accepted offer for 1С (issue 31 item 6): a CommerceML 2.10 «Документ» (the counterparty, the
// lines by article with quantities, prices, sums and VAT) and the same lines as a CSV of ';'.
import type { OfferDoc } from './offer-pdf';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Kopecks as CommerceML's decimal with a point: 12345 → '123.45'. */
const dec = (k: number) => {
  const b = BigInt(k);
  return `${b / 100n}.${(b % 100n).toString().padStart(2, '0')}`;
};
/** Kopecks as a Russian spreadsheet reads them: 12345 → '123,45'. */
const decRu = (k: number) => dec(k).replace('.', ',');

export interface ExportInput {
  doc: OfferDoc & { customer_id: number };
  offerId: number;
  /** ISO instant of the export. */
  at: string;
}

export function offerCommerceMl({ doc, offerId, at }: ExportInput): string {
  const vat = String(doc.vat_rate);
  const lines = doc.lines.map((l) =>
    [
      '      <Товар>',
      `        <Ид>${esc(l.article)}</Ид>`,
      `        <Артикул>${esc(l.article)}</Артикул>`,
      `        <Наименование>${esc(l.name)}</Наименование>`,
      '        <БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>',
      `        <ЦенаЗаЕдиницу>${dec(l.price)}</ЦенаЗаЕдиницу>`,
      `        <Количество>${l.quantity}</Количество>`,
      `        <Сумма>${dec(l.net)}</Сумма>`,
      ...(l.discount > 0
        ? [
            '        <Скидки>',
            '          <Скидка>',
            '            <Наименование>Скидка</Наименование>',
            `            <Сумма>${dec(l.price * l.quantity - l.net)}</Сумма>`,
            `            <Процент>${l.discount}</Процент>`,
            '            <УчтеноВСумме>true</УчтеноВСумме>',
            '          </Скидка>',
            '        </Скидки>',
          ]
        : []),
      '        <СтавкиНалогов>',
      `          <СтавкаНалога><Наименование>НДС</Наименование><Ставка>${vat}</Ставка></СтавкаНалога>`,
      '        </СтавкиНалогов>',
      '        <Налоги>',
      `          <Налог><Наименование>НДС</Наименование><УчтеноВСумме>false</УчтеноВСумме><Сумма>${dec(l.vat)}</Сумма><Ставка>${vat}</Ставка></Налог>`,
      '        </Налоги>',
      '        <ЗначенияРеквизитов>',
      '          <ЗначениеРеквизита><Наименование>ВидНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита>',
      '          <ЗначениеРеквизита><Наименование>ТипНоменклатуры</Наименование><Значение>Товар</Значение></ЗначениеРеквизита>',
      '        </ЗначенияРеквизитов>',
      '      </Товар>',
    ].join('\n'),
  );
  const stamp = at.slice(0, 19);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<КоммерческаяИнформация ВерсияСхемы="2.10" ДатаФормирования="${stamp}">`,
    '  <Документ>',
    `    <Ид>podbor-kp-offer-${offerId}</Ид>`,
    `    <Номер>${esc(doc.number)}-${doc.revision}</Номер>`,
    `    <Дата>${doc.date}</Дата>`,
    '    <ХозОперация>Заказ товара</ХозОперация>',
    '    <Роль>Продавец</Роль>',
    '    <Валюта>RUB</Валюта>',
    '    <Курс>1</Курс>',
    `    <Сумма>${dec(doc.totals.gross)}</Сумма>`,
    '    <Контрагенты>',
    '      <Контрагент>',
    `        <Ид>podbor-customer-${doc.customer_id}</Ид>`,
    `        <Наименование>${esc(doc.customer)}</Наименование>`,
    `        <ПолноеНаименование>${esc(doc.customer)}</ПолноеНаименование>`,
    '        <Роль>Покупатель</Роль>',
    '      </Контрагент>',
    '      <Контрагент>',
    `        <Ид>podbor-seller-${esc(doc.company.inn)}</Ид>`,
    `        <Наименование>${esc(doc.company.name)}</Наименование>`,
    `        <ОфициальноеНаименование>${esc(doc.company.name)}</ОфициальноеНаименование>`,
    `        <ИНН>${esc(doc.company.inn)}</ИНН>`,
    `        <КПП>${esc(doc.company.kpp)}</КПП>`,
    `        <ЮридическийАдрес><Представление>${esc(doc.company.address)}</Представление></ЮридическийАдрес>`,
    '        <Роль>Продавец</Роль>',
    '      </Контрагент>',
    '    </Контрагенты>',
    `    <Время>${at.slice(11, 19)}</Время>`,
    `    <Комментарий>${esc(`${doc.number}, редакция ${doc.revision}; действительно до ${doc.valid_until}; ${doc.payment_terms}`)}</Комментарий>`,
    '    <Налоги>',
    `      <Налог><Наименование>НДС</Наименование><УчтеноВСумме>false</УчтеноВСумме><Сумма>${dec(doc.totals.vat)}</Сумма></Налог>`,
    '    </Налоги>',
    '    <Товары>',
    ...lines,
    '    </Товары>',
    '  </Документ>',
    '</КоммерческаяИнформация>',
    '',
  ].join('\n');
}

const csvCell = (s: string) => (/[;"\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** The lines as CSV (';', decimal comma, a UTF-8 BOM so Excel and 1С read Cyrillic), then the totals. */
export function offerCsv(doc: OfferDoc): string {
  const head = [
    '№',
    'Артикул',
    'Наименование',
    'Количество',
    'Цена без НДС',
    'Скидка %',
    'Сумма без НДС',
    `НДС ${doc.vat_rate}%`,
    'Сумма с НДС',
  ];
  const rows = doc.lines.map((l) => [
    String(l.n),
    l.article,
    l.name,
    String(l.quantity),
    decRu(l.price),
    String(l.discount).replace('.', ','),
    decRu(l.net),
    decRu(l.vat),
    decRu(l.gross),
  ]);
  const total = [
    '',
    '',
    'Итого',
    '',
    '',
    '',
    decRu(doc.totals.net),
    decRu(doc.totals.vat),
    decRu(doc.totals.gross),
  ];
  return '\uFEFF' + [head, ...rows, total].map((r) => r.map(csvCell).join(';')).join('\r\n') + '\r\n';
}
