// 'Открыть': the popup of a calculation's files (portal §2 «Selection history»), each by its title
// and the name it saves under (decision 0021), opened in a new tab with the session
// (lib/file-download). Used by the history and projects.
import { Button, Menu, Text, Tooltip, type ButtonProps } from '@mantine/core';
import { IconChevronDown, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LISTS_NS } from './lists-i18n';
import { refusalText } from '../../lib/api-client';
import { calcFileLinks, type CalcFilesOf } from '../../lib/calc-files';
import { openFileInNewTab } from '../../lib/file-download';
import { showToast } from './toast';

export interface CalcFilesMenuProps {
  /** File name → download path, as the history item carries them. */
  files: Readonly<Record<string, string>> | null;
  /** The calculation's type and summary title: what its files are called. */
  of: CalcFilesOf;
  /** Why there is nothing to open yet (a running or failed calculation); shown as a tooltip. */
  unavailableReason?: string | null;
  /** Used in the accessible name: 'Открыть файлы расчёта № N'. */
  requestId: number;
  size?: ButtonProps['size'];
}

export function CalcFilesMenu({ files, of, unavailableReason, requestId, size = 'xs' }: CalcFilesMenuProps) {
  const { t } = useTranslation(LISTS_NS);
  const links = calcFileLinks(files, of);
  const reason = links.length === 0 ? (unavailableReason ?? t('calcFiles.none')) : null;

  if (reason) {
    return (
      <Tooltip label={reason} events={{ hover: true, focus: true, touch: true }}>
        <Button size={size} variant="light" data-disabled aria-disabled onClick={(e) => e.preventDefault()}>
          {t('calcFiles.open')}
        </Button>
      </Tooltip>
    );
  }

  const open = (path: string, name: string) => {
    openFileInNewTab(path, name, t('calcFiles.loading')).catch((e: unknown) =>
      showToast({ kind: 'failure', message: refusalText(e), id: 'calc-file' }),
    );
  };

  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={280}>
      <Menu.Target>
        <Button
          size={size}
          variant="light"
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('calcFiles.openLabel', { id: requestId })}
        >
          {t('calcFiles.open')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((f) => (
          <Menu.Item
            key={f.path}
            leftSection={<IconFileText size={16} />}
            onClick={() => open(f.path, f.name)}
          >
            <Text size="sm" fw={500}>
              {f.title}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={2} style={{ wordBreak: 'break-word' }}>
              {f.name}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
