// The «back to the selection home» button of the not-found and pending pages. Its label is long:
// on a narrow screen it wraps inside the card instead of running out of it.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function BackHomeButton({ label }: { label: string }) {
  return (
    <Button
      component={Link}
      to={paths.home.getHref()}
      variant="light"
      h="auto"
      mih={36}
      py={6}
      maw="100%"
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 } }}
    >
      {label}
    </Button>
  );
}
