// SMS delivery behind one interface: the outbox file (default, works offline and in tests) or the
// SMS.ru HTTP gateway, chosen by SMS_PROVIDER with credentials from the environment.
import path from 'node:path';
import type { Config } from '../config';
import { appendPrivateFile, privateDir } from '../private-files';

export interface SmsProvider {
  readonly name: string;
  /** Delivers `text` to '+7XXXXXXXXXX'; `code` only feeds the outbox (tests read it from there). */
  send(phone: string, text: string, code?: string): Promise<void>;
}

/** The gateway refused this number (it does not exist or has no route): the user can fix it. */
export class SmsRejectedError extends Error {}
/** The gateway could not be used (network, credentials, balance): the user can only retry. */
export class SmsUnavailableError extends Error {}

/** One JSON line per message in DATA_DIR/outbox/sms.jsonl: {phone, code, text, at}. */
export class OutboxSms implements SmsProvider {
  readonly name = 'outbox';
  readonly file: string;
  constructor(dataDir: string) {
    this.file = path.join(dataDir, 'outbox', 'sms.jsonl');
  }
  async send(phone: string, text: string, code?: string): Promise<void> {
    privateDir(path.dirname(this.file));
    // Synchronous append: one write per line, so concurrent requests never interleave a line and
    // the line is on disk before the request that asked for it answers.
    const line = JSON.stringify({ phone, code: code ?? null, text, at: new Date().toISOString() });
    appendPrivateFile(this.file, line + '\n');
  }
}

interface SmsRuAnswer {
  status?: string;
  status_code?: number;
  status_text?: string;
  sms?: Record<string, { status?: string; status_code?: number; status_text?: string; sms_id?: string }>;
}

/** SMS.ru: POST {baseUrl}/sms/send with api_id, to, msg, json=1 (https://sms.ru/api/send). */
export class SmsRuSms implements SmsProvider {
  readonly name = 'smsru';
  constructor(private readonly opts: { apiId: string; baseUrl: string; from?: string; timeoutMs?: number }) {}

  async send(phone: string, text: string, _code?: string): Promise<void> {
    const to = phone.replace(/^\+/, '');
    const body = new URLSearchParams({ api_id: this.opts.apiId, to, msg: text, json: '1' });
    if (this.opts.from) body.set('from', this.opts.from);
    let answer: SmsRuAnswer;
    try {
      const res = await fetch(new URL('/sms/send', this.opts.baseUrl), {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      answer = (await res.json()) as SmsRuAnswer;
    } catch (e) {
      throw new SmsUnavailableError(`sms.ru unreachable: ${e instanceof Error ? e.message : String(e)}`);
    }
    if (answer.status !== 'OK') {
      // Request-level refusal: wrong api_id, no money, blocked account — not the user's fault.
      throw new SmsUnavailableError(`sms.ru refused: ${answer.status_code} ${answer.status_text ?? ''}`);
    }
    const one = answer.sms?.[to];
    if (!one || one.status !== 'OK' || !one.sms_id) {
      throw new SmsRejectedError(`sms.ru refused ${to}: ${one?.status_code} ${one?.status_text ?? ''}`);
    }
  }
}

export function createSmsProvider(
  config: Pick<Config, 'SMS_PROVIDER' | 'SMSRU_API_ID' | 'SMSRU_BASE_URL' | 'SMSRU_FROM' | 'dataDir'>,
): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'outbox':
      return new OutboxSms(config.dataDir);
    case 'smsru':
      if (!config.SMSRU_API_ID) {
        throw new Error('SMSRU_API_ID: не задан ключ API SMS.ru (нужен при SMS_PROVIDER=smsru)');
      }
      return new SmsRuSms({
        apiId: config.SMSRU_API_ID,
        baseUrl: config.SMSRU_BASE_URL,
        from: config.SMSRU_FROM,
      });
    default:
      throw new Error(
        `SMS_PROVIDER: неизвестный поставщик «${String(config.SMS_PROVIDER)}» (outbox или smsru)`,
      );
  }
}
