// A topic's title in a list: cut to 32 characters (portal §9), the whole title in a tooltip text.
import { Text, type TextProps } from '@mantine/core';
import { cutTitle } from '../chat-format';

export function TopicTitle({ title, ...rest }: { title: string } & TextProps) {
  const shown = cutTitle(title);
  return (
    <Text span fw={600} title={shown === title ? undefined : title} {...rest}>
      {shown}
    </Text>
  );
}
