// The pieces of a record's details view: a labelled field, and a stored file as a link that
// downloads it under its own name (the session goes with the request, so not a plain href).
import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { downloadFile } from '../../lib/file-download';

export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function FileLink({
  file,
  size = 'sm',
}: {
  file: { path: string; name: string };
  size?: 'xs' | 'sm';
}) {
  return (
    <Anchor
      component="button"
      ta="left"
      type="button"
      size={size}
      onClick={() => void downloadFile(file.path, file.name)}
    >
      {file.name}
    </Anchor>
  );
}
