// The calculator password modal of /calc_pass, over the home page (calculators §2, portal §4):
// a right password stores the grant and opens the calculator (or the page of it asked for: a saved
// calculation, a shared link); a wrong one shakes the input; a changed password is said at once. A
// calculator that is not built yet has no password: the modal goes straight on.
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { apiMessages, calcName, calculatorsByName, isCalcBuilt, validationMessages } from '@podbor/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Shake } from '../../../../components/ui/shake';
import { calculatorHref, paths } from '../../../../config/paths';
import { isApiError } from '../../../../lib/api-client';
import { afterCalcPass } from '../../../../lib/calc-access';
import { useCalcAccess } from '../api/request-calc-access';
import { HOME_NS } from '../i18n';

export function CalcPassModal() {
  const { t } = useTranslation(HOME_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { calc?: unknown; next?: unknown; reason?: unknown } | null;
  const chosen = calcName.safeParse(state?.calc);
  const calc = chosen.success ? chosen.data : null;

  const [password, setPassword] = useState('');
  // Sent here because a grant was refused (the password changed): the modal says why at once.
  const [error, setError] = useState<string | null>(
    typeof state?.reason === 'string' && state.reason ? state.reason : null,
  );
  const [shakes, setShakes] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const access = useCalcAccess();

  // Opened directly (no card chosen): nothing to unlock, back to the cards. A «Скоро» calculator:
  // nothing to unlock either, on to its page.
  useEffect(() => {
    if (!calc) navigate(paths.home.getHref(), { replace: true });
    else if (!isCalcBuilt(calc))
      navigate(afterCalcPass(calc, calculatorHref(calc), state?.next), { replace: true });
  }, [calc, navigate, state?.next]);
  if (!calc || !isCalcBuilt(calc)) return null;

  const close = () => navigate(paths.home.getHref(), { replace: true });

  const refuse = (message: string, shake: boolean) => {
    setError(message);
    if (shake) setShakes((n) => n + 1);
    inputRef.current?.focus();
    inputRef.current?.select();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (access.isPending) return;
    if (!password) return refuse(validationMessages.required, true);
    access.mutate(
      { calc, password },
      {
        // Straight to the page asked for (a saved calculation's 'edit'), or the calculator itself.
        onSuccess: () => navigate(afterCalcPass(calc, calculatorHref(calc), state?.next), { replace: true }),
        onError: (err) => {
          if (!isApiError(err)) return refuse(apiMessages.serverError, false);
          // 401 is the wrong password; 429 and the rest show the server's own Russian text.
          refuse(err.message, err.statusCode === 401);
        },
      },
    );
  };

  const name = calculatorsByName[calc].label;
  return (
    <Modal
      opened
      onClose={close}
      title={t('calcPass.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('calcPass.cancel') }}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dark.5">
            {t('calcPass.text', { name })}
          </Text>
          <Shake trigger={shakes}>
            <PasswordInput
              ref={inputRef}
              label={t('calcPass.password')}
              value={password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                if (error) setError(null);
              }}
              error={error}
              autoComplete="off"
              data-autofocus
              required
              maxLength={200}
            />
          </Shake>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('calcPass.cancel')}
            </Button>
            <Button type="submit" loading={access.isPending}>
              {t('calcPass.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
