// One КП request in the manager's console: the customer, what they sent (the request's copy), the
// status with the allowed next steps (and a comment the customer sees), a comment, the offer PDF,
// the timeline, and the customer's object as it is now (read-only, with its files and comments) with
// a form for a comment in it.
import { Button, Divider, FileInput, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  cabinetLimits,
  kpLimits,
  kpMessages,
  kpStatusLabels,
  type KpDetail,
  type KpStatus,
} from '@podbor/contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalcFilesMenu } from '../../../components/ui/calc-files-menu';
import { FormError } from '../../../components/ui/form-error';
import { DetailField, FileLink } from '../../../components/ui/detail-field';
import { KpCalcLine, KpStatusBadge, KpStatusSteps, KpTimeline } from '../../../domain/kp/kp-status';
import { ListError } from '../../../components/ui/list-states';
import { showSuccessToast } from '../../../components/ui/toast';
import { refusalText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-format';
import { useManagerLive, useManagerRequest } from '../api/get-request';
import { useAddKpComment, useCommentObject, useSetStatus, useUploadOffer } from '../api/work-request';
import { MANAGER_NS } from '../i18n';
import { OfferComposer } from './offer-composer';

export function ManagerRequest({ id }: { id: number }) {
  const { t } = useTranslation(MANAGER_NS);
  const query = useManagerRequest(id);
  if (query.isPending)
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('request.loading')}>
        <Skeleton h={24} w="50%" />
        <Skeleton h={120} />
      </Stack>
    );
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  const kp = query.data;
  return (
    <Stack gap="lg" data-testid="manager-request">
      <Stack gap={4}>
        <Group gap="sm">
          <KpStatusBadge status={kp.status} />
          <Text size="sm" c="dimmed">
            {t('request.sent', { date: kp.date_send })}
          </Text>
        </Group>
        <DetailField label={t('request.customer')}>
          <Text size="sm">
            {kp.customer?.name} · {kp.customer?.phone}
          </Text>
        </DetailField>
      </Stack>
      <KpStatusSteps status={kp.status} events={kp.events} />
      <StatusForm kp={kp} />
      <CommentForm id={kp.id} />
      <OfferComposer id={kp.id} />
      <OfferForm kp={kp} />
      <Divider />
      <Sent kp={kp} />
      <Divider />
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t('request.history')}
        </Title>
        <KpTimeline events={kp.events} />
      </Stack>
      <Divider />
      <Live id={kp.id} />
    </Stack>
  );
}

function StatusForm({ kp }: { kp: KpDetail }) {
  const { t } = useTranslation(MANAGER_NS);
  const setStatus = useSetStatus();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = (status: KpStatus) =>
    setStatus.mutate(
      { id: kp.id, status, comment: comment.trim() },
      {
        onSuccess: () => {
          setComment('');
          setError(null);
          showSuccessToast(t('request.saved'));
        },
        onError: (e) => setError(refusalText(e, t('request.failed'))),
      },
    );
  return (
    <Stack gap="xs" role="group" aria-label={t('request.status')}>
      <Title order={3} fz="md">
        {t('request.status')}
      </Title>
      <Textarea
        label={t('request.statusComment')}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        maxLength={cabinetLimits.commentMax}
        autosize
        minRows={2}
      />
      {kp.next.length > 0 ? (
        <Group gap="xs">
          {kp.next.map((s) => (
            <Button
              key={s}
              size="sm"
              variant={s === 'ready' ? 'filled' : 'default'}
              loading={setStatus.isPending && setStatus.variables?.status === s}
              onClick={() => change(s)}
            >
              {t('request.changeTo', { status: kpStatusLabels[s] })}
            </Button>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('request.noNext')}
        </Text>
      )}
      {kp.next.includes('ready') && !kp.offer ? (
        <Text size="xs" c="dimmed">
          {t('request.readyNeedsOffer')}
        </Text>
      ) : null}
      <FormError message={error} />
    </Stack>
  );
}

function CommentForm({ id }: { id: number }) {
  const { t } = useTranslation(MANAGER_NS);
  const add = useAddKpComment();
  return (
    <CommentBox
      label={t('request.comment')}
      placeholder={t('request.commentPlaceholder')}
      sendLabel={t('request.sendComment')}
      pending={add.isPending}
      send={(comment) => add.mutateAsync({ id, comment })}
    />
  );
}

/**
 * A comment typed and sent with one button: cleared and confirmed once saved; a refusal stays on
 * the field with the text kept.
 */
function CommentBox(props: {
  label: string;
  placeholder?: string;
  sendLabel: string;
  pending: boolean;
  send: (text: string) => Promise<unknown>;
}) {
  const { t } = useTranslation(MANAGER_NS);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = () =>
    props.send(text).then(
      () => {
        setText('');
        setError(null);
        showSuccessToast(t('request.saved'));
      },
      (e: unknown) => setError(refusalText(e, t('request.failed'))),
    );
  return (
    <Stack gap="xs">
      <Textarea
        label={props.label}
        placeholder={props.placeholder}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={cabinetLimits.commentMax}
        autosize
        minRows={2}
        error={error}
      />
      <Group>
        <Button size="sm" variant="default" loading={props.pending} onClick={() => void send()}>
          {props.sendLabel}
        </Button>
      </Group>
    </Stack>
  );
}

function OfferForm({ kp }: { kp: KpDetail }) {
  const { t } = useTranslation(MANAGER_NS);
  const upload = useUploadOffer();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = (f: File | null) => {
    setFile(f);
    setError(null);
    if (f && f.size > kpLimits.offerMaxBytes) setError(kpMessages.offerTooLarge);
  };
  return (
    <Stack gap="xs">
      {kp.offer ? (
        <DetailField label={t('request.currentOffer')}>
          <FileLink file={kp.offer} />
        </DetailField>
      ) : null}
      <Group align="flex-end" gap="xs" wrap="wrap">
        <FileInput
          flex="1 1 220px"
          label={t('request.offer')}
          placeholder={t('request.offerPlaceholder')}
          leftSection={<IconFileTypePdf size={16} />}
          accept=".pdf,application/pdf"
          value={file}
          onChange={pick}
          clearable
          error={error}
        />
        <Button
          size="sm"
          disabled={!file || error !== null}
          loading={upload.isPending}
          onClick={() =>
            file &&
            upload.mutate(
              { id: kp.id, file },
              {
                onSuccess: () => {
                  setFile(null);
                  showSuccessToast(t('request.uploaded'));
                },
                onError: (e) => setError(refusalText(e, t('request.failed'))),
              },
            )
          }
        >
          {t('request.upload')}
        </Button>
      </Group>
    </Stack>
  );
}

function Sent({ kp }: { kp: KpDetail }) {
  const { t } = useTranslation(MANAGER_NS);
  const { snapshot } = kp;
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t('request.sentItems')}
      </Title>
      {snapshot.object ? (
        <DetailField label={t('request.object')}>
          <Text size="sm">{snapshot.object.name}</Text>
        </DetailField>
      ) : null}
      {snapshot.projects.length > 0 ? (
        <DetailField label={t('request.projects')}>
          <Text size="sm">{snapshot.projects.map((p) => p.name).join(', ')}</Text>
        </DetailField>
      ) : null}
      {kp.comment ? (
        <DetailField label={t('request.customerComment')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {kp.comment}
          </Text>
        </DetailField>
      ) : null}
      {kp.attachment ? (
        <DetailField label={t('request.attachment')}>
          <FileLink file={kp.attachment} />
        </DetailField>
      ) : null}
      <DetailField label={t('request.calcs')}>
        {snapshot.calculations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('request.noCalcs')}
          </Text>
        ) : (
          <Stack gap={4}>
            {snapshot.calculations.map((c) => (
              <KpCalcLine key={c.request_id} calc={c} />
            ))}
          </Stack>
        )}
      </DetailField>
    </Stack>
  );
}

function Live({ id }: { id: number }) {
  const { t } = useTranslation(MANAGER_NS);
  const live = useManagerLive(id);
  const comment = useCommentObject();
  if (live.isPending) return <Skeleton h={80} />;
  if (live.isError) return <ListError error={live.error} onRetry={() => void live.refetch()} />;
  const { object, projects, calculations, comments } = live.data;
  return (
    <Stack gap="sm" data-testid="manager-live">
      <Title order={3} fz="md">
        {t('request.live')}
      </Title>
      {object ? (
        <>
          <Text size="sm" fw={600}>
            {object.name}
          </Text>
          {projects.length > 0 ? (
            <DetailField label={t('request.projects')}>
              <Text size="sm">{projects.map((p) => `${p.name} (${p.count})`).join(', ')}</Text>
            </DetailField>
          ) : null}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('request.liveGone')}
        </Text>
      )}
      <DetailField label={t('request.liveCalcs')}>
        {calculations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('request.noCalcs')}
          </Text>
        ) : (
          <Stack gap={6}>
            {calculations.map((c) => (
              <Group key={c.request_id} justify="space-between" wrap="nowrap">
                <KpCalcLine calc={c} />
                <CalcFilesMenu
                  files={c.files}
                  of={{ type: c.type, subject: c.summary?.title ?? null }}
                  requestId={c.request_id}
                  unavailableReason={null}
                />
              </Group>
            ))}
          </Stack>
        )}
      </DetailField>
      {object ? (
        <>
          <DetailField label={t('request.objectComments')}>
            {comments.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('request.noObjectComments')}
              </Text>
            ) : (
              <Stack gap={6}>
                {comments.map((c) => (
                  <Stack key={c.id} gap={0}>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(c.date)} · {c.author}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {c.comment}
                    </Text>
                    {c.file ? <FileLink file={c.file} size="xs" /> : null}
                  </Stack>
                ))}
              </Stack>
            )}
          </DetailField>
          <CommentBox
            label={t('request.objectComment')}
            sendLabel={t('request.sendObjectComment')}
            pending={comment.isPending}
            send={(text) => comment.mutateAsync({ objectId: object.id, comment: text })}
          />
        </>
      ) : null}
    </Stack>
  );
}
