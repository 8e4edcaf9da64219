// The note under a pump page whose figures come from the sample catalogue: what the series or the
// list says about its data, so nobody takes it for the maker's.
import { Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import classes from './pump-page.module.css';

export function IllustrativeNote({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed" className={classes.note}>
      <IconInfoCircle size={16} stroke={1.6} aria-hidden />
      <span>{text}</span>
    </Text>
  );
}
