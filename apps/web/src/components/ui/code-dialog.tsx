// CodeDialog: the content of the code modal (portal §3 MODAL_CODE, §4, §5) whatever the code
// confirms: where it was sent, the four boxes — the code is sent as soon as the fourth digit is in
// (typed or pasted) — Confirm (enabled only when all are filled, for a retry), the
// refusal under the boxes (a wrong code shakes them), and the resend timer that ends in «get again».
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, refusalText } from '../../lib/api-client';
import { CodeBoxes, emptyCode, isCodeComplete } from './code-boxes';
import { formatPhone } from './phone-field';
import { Shake } from './shake';
import classes from './code-dialog.module.css';

/** Portal §9: the resend timer counts down from 30 s unless the server says otherwise. */
export const DEFAULT_RESEND_SEC = 30;

/**
 * How long after a code sent by its fourth digit an Enter is taken as the habitual one meant for the
 * code (issue 33 item 10): without this it lands in the next modal — the registration's names — and
 * sends that empty, skipping the step.
 */
export const STRAY_ENTER_MS = 1500;

/**
 * Swallows an Enter that is the next key pressed within `ms` (on its way down, before any field sees
 * it); any other key, or anything typed or pasted first, ends the watch — the user has moved on to
 * the next step.
 */
function swallowStrayEnter(ms = STRAY_ENTER_MS): void {
  const stop = () => {
    window.removeEventListener('keydown', onKey, true);
    window.removeEventListener('input', stop, true);
  };
  function onKey(e: KeyboardEvent) {
    stop();
    if (e.key !== 'Enter') return;
    e.preventDefault();
    e.stopPropagation();
  }
  window.addEventListener('keydown', onKey, true);
  window.addEventListener('input', stop, true);
  setTimeout(stop, ms);
}

/** «0:27». */
export const formatCountdown = (sec: number): string =>
  `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;

/**
 * A countdown in whole seconds, updated every second; `restart(sec)` starts it again (0 ends it).
 * The clock is read in the initializer and the handlers only, so renders stay pure.
 */
export function useCountdown(initialSec: number): { left: number; restart: (sec: number) => void } {
  const [clock, setClock] = useState(() => {
    const now = Date.now();
    return { deadline: now + initialSec * 1000, now };
  });
  const left = Math.max(0, Math.ceil((clock.deadline - clock.now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setClock((c) => ({ ...c, now: Date.now() })), 1000);
    return () => clearInterval(timer);
  }, [left]);
  const restart = (sec: number) => {
    const now = Date.now();
    setClock({ deadline: now + sec * 1000, now });
  };
  return { left, restart };
}

export interface CodeDialogProps {
  /** Where the code went: an SMS to a '+7…' phone, or an e-mail address. */
  channel: 'sms' | 'email';
  to: string;
  /** Seconds before another code may be asked for (the server's resendAfterSec). */
  resendAfterSec?: number;
  /** Checks the code; throws the server's refusal (ApiError) to show it. */
  confirm: (code: string) => Promise<void>;
  /** Sends a new code; resolves with the seconds before the next one may be asked for. */
  resend: () => Promise<number | undefined>;
  /** The flow's text for a refusal the server sent without one (portal §8 store defaults). */
  fallback?: string;
}

export function CodeDialog({
  channel,
  to,
  resendAfterSec = DEFAULT_RESEND_SEC,
  confirm,
  fallback,
  resend,
}: CodeDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState<string[]>(emptyCode);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [shakes, setShakes] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [resending, setResending] = useState(false);
  const { left, restart } = useCountdown(resendAfterSec);
  const firstBox = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const complete = isCodeComplete(code);

  const refuse = (message: string, shake: boolean) => {
    setError(message);
    setNotice(null);
    if (shake) setShakes((n) => n + 1);
  };

  // One check at a time: Enter or Confirm right after the fourth digit must not send it twice.
  const inFlight = useRef(false);
  const submit = async (digits: readonly string[] = code) => {
    if (!isCodeComplete(digits) || inFlight.current) return;
    inFlight.current = true;
    setConfirming(true);
    try {
      await confirm(digits.join(''));
    } catch (e) {
      // A refused code (400) shakes and starts over; any other failure keeps the digits.
      const wrong = isApiError(e) && e.kind === 'http' && e.statusCode === 400;
      refuse(refusalText(e, fallback), wrong);
      if (wrong) {
        setCode(emptyCode());
        firstBox.current?.focus();
      }
    } finally {
      inFlight.current = false;
      setConfirming(false);
    }
  };

  const sendAgain = async () => {
    if (resending) return;
    setResending(true);
    try {
      const sec = await resend();
      restart(sec ?? DEFAULT_RESEND_SEC);
      setCode(emptyCode());
      setError(null);
      setNotice(t('code.resent'));
      firstBox.current?.focus();
    } catch (e) {
      refuse(refusalText(e, fallback), false);
      if (isApiError(e) && e.retryAfter) restart(e.retryAfter);
    } finally {
      setResending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="lg">
        <Text size="sm" c="dark.5">
          {channel === 'sms'
            ? // Non-breaking spaces keep the number on one line.
              t('code.sentSms', { to: formatPhone(to).replace(/ /g, '\u00a0') })
            : t('code.sentEmail', { to })}
        </Text>
        <Stack gap={8}>
          <Shake trigger={shakes}>
            <CodeBoxes
              value={code}
              onChange={(next) => {
                setCode(next);
                if (error) setError(null);
                // The fourth digit sends the code: nothing more to press (a changed full code too),
                // and the Enter pressed out of habit is not carried to the next step.
                if (isCodeComplete(next) && next.join('') !== code.join('') && !inFlight.current) {
                  swallowStrayEnter();
                  void submit(next);
                }
              }}
              onEnter={() => void submit()}
              invalid={!!error}
              errorId={errorId}
              firstRef={firstBox}
              autoFocus
            />
          </Shake>
          <div className={classes.message} aria-live="polite">
            {error ? (
              <Text id={errorId} size="sm" c="red.7" ta="center">
                {error}
              </Text>
            ) : notice ? (
              <Text size="sm" c="green.8" ta="center">
                {notice}
              </Text>
            ) : null}
          </div>
        </Stack>
        <Button type="submit" fullWidth disabled={!complete} loading={confirming}>
          {t('code.confirm')}
        </Button>
        <Text size="sm" ta="center" c="dimmed" className={classes.resend}>
          {left > 0 ? (
            t('code.resendIn', { time: formatCountdown(left) })
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => void sendAgain()}
              disabled={resending}
            >
              {t('code.resend')}
            </Anchor>
          )}
        </Text>
      </Stack>
    </form>
  );
}
