// «Заполнить форму по артикулу»: a pasted article is read back by the server into the form's options;
// a malformed one is refused with the part that is wrong.
import { Button, Stack, TextInput } from '@mantine/core';
import { dcuArticleMessages, type DcuForm } from '@podbor/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCallError } from '../../../../lib/selection/format-error';
import { decodeDcuArticleCall } from '../api/decode-article';
import { DCU_NS } from '../i18n';

export function ArticleInput({ onDecoded }: { onDecoded: (form: DcuForm, articul: string) => void }) {
  const { t } = useTranslation(DCU_NS);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fill = async () => {
    setError(null);
    if (value.trim() === '') return setError(dcuArticleMessages.problem({ code: 'empty' }));
    setBusy(true);
    try {
      const decoded = await decodeDcuArticleCall(value);
      onDecoded(decoded.options, decoded.articul);
      setValue('');
    } catch (e) {
      setError(formatCallError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void fill();
      }}
    >
      <Stack gap={6}>
        <TextInput
          label={t('form.fromArticle')}
          placeholder={dcuArticleMessages.pastePlaceholder}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          spellCheck={false}
          autoComplete="off"
        />
        <Button type="submit" variant="default" loading={busy}>
          {t('form.fill')}
        </Button>
      </Stack>
    </form>
  );
}
