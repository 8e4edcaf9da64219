// The green check that heads a «done» modal (registration complete, password changed, changes saved).
import { ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

export function SuccessMark() {
  return (
    <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
      <IconCheck size={30} stroke={2} />
    </ThemeIcon>
  );
}
