import { UPLOAD_MESSAGES } from '@congress/domain/contracts/congress-settings';
import { Anchor, Button, Card, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useText } from '../../../lib/i18n/use-text.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { type UploadKind, useUploadCongressFile } from '../api/upload-congress-file.ts';
import { m } from '../messages.ts';

const WORDS = {
  logo: { current: m.logoCurrent, openPdf: m.logoOpenPdf, replace: m.logoReplace, upload: m.logoUpload },
  rib: { current: m.ribCurrent, openPdf: m.ribOpenPdf, replace: m.ribReplace, upload: m.ribUpload },
} as const;

type FileUploadCardProps = {
  congressId: number;
  kind: UploadKind;
  title: string;
  hint: string;
  url: string | null;
  contentType: string | null;
  accept: string;
};

/** Upload goes straight to the server, which checks size and type by content; the preview is the stored file. */
export function FileUploadCard({
  congressId,
  kind,
  title,
  hint,
  url,
  contentType,
  accept,
}: FileUploadCardProps) {
  const intl = useIntl();
  const t = useText();
  const words = WORDS[kind];
  const upload = useUploadCongressFile();
  const isPdf = contentType === 'application/pdf';
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Text fw={700} component="h3" size="md">
          {title}
        </Text>
        <Text size="sm" c="gray.8">
          {hint}
        </Text>
        {url && !isPdf && (
          <Image src={url} alt={intl.formatMessage(words.current)} h={96} w="auto" fit="contain" />
        )}
        {url && isPdf && (
          <Anchor href={url} target="_blank" rel="noreferrer">
            {intl.formatMessage(words.openPdf)}
          </Anchor>
        )}
        {!url && <Text size="sm">{intl.formatMessage(m.noFile)}</Text>}
        <Group>
          <FileButton
            accept={accept}
            onChange={(file) => {
              if (!file) return;
              upload.mutate(
                { id: congressId, kind, file },
                { onSuccess: () => notifySuccess(t(UPLOAD_MESSAGES.saved)) },
              );
            }}
          >
            {(props) => (
              <Button
                {...props}
                variant="outline"
                loading={upload.isPending}
                leftSection={<IconUpload size={16} aria-hidden />}
              >
                {intl.formatMessage(url ? words.replace : words.upload)}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Card>
  );
}
