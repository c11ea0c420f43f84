import { UPLOAD_MESSAGES } from '@congress/domain/contracts/congress-settings';
import { Anchor, Button, Card, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { notifySuccess } from '../../../lib/notify.ts';
import { type UploadKind, useUploadCongressFile } from '../api/upload-congress-file.ts';

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
          <Image src={url} alt={`Current ${title.toLowerCase()}`} h={96} w="auto" fit="contain" />
        )}
        {url && isPdf && (
          <Anchor href={url} target="_blank" rel="noreferrer">
            Open the current {title.toLowerCase()} (PDF)
          </Anchor>
        )}
        {!url && <Text size="sm">No file yet.</Text>}
        <Group>
          <FileButton
            accept={accept}
            onChange={(file) => {
              if (!file) return;
              upload.mutate(
                { id: congressId, kind, file },
                { onSuccess: () => notifySuccess(UPLOAD_MESSAGES.saved) },
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
                {url ? `Replace ${title.toLowerCase()}` : `Upload ${title.toLowerCase()}`}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Card>
  );
}
