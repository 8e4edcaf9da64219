// The body of the guest modals' forms: an optional lead text, the fields, the server's refusal,
// the full-width submit button (Enter submits too) and an optional line of links below.
import { Anchor, Button, Stack, Text, type AnchorProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormError } from '../../../components/ui/form-error';

export interface ModalFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  lead?: ReactNode;
  error: string | null;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
  footer?: ReactNode;
}

export function ModalForm({
  onSubmit,
  lead,
  error,
  submitLabel,
  submitting,
  children,
  footer,
}: ModalFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {lead ? (
          <Text size="sm" c="dark.5">
            {lead}
          </Text>
        ) : null}
        {children}
        <FormError message={error} />
        <Button type="submit" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

/** A link-looking button that switches the modal or the route («Забыли пароль?», «Войти»…). */
export function ModalLink({
  onClick,
  children,
  ...rest
}: AnchorProps & { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick} {...rest}>
      {children}
    </Anchor>
  );
}

/** «Нет аккаунта? Зарегистрироваться» under a form. */
export function ModalFooterLine({
  question,
  link,
  onClick,
}: {
  question: string;
  link: string;
  onClick: () => void;
}) {
  return (
    <Text size="sm" ta="center" c="dimmed">
      {question} <ModalLink onClick={onClick}>{link}</ModalLink>
    </Text>
  );
}
