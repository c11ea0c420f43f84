import { Button, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { type RoomingFile, useDownloadRooming } from '../api/download-rooming.ts';
import { m } from '../messages.ts';

type DownloadButtonsProps = { of: { hotelId: number } | { token: string } };

/** The list as files: staff get the xlsx and the PDF, the hotel's link the xlsx. */
export function DownloadButtons({ of }: DownloadButtonsProps) {
  const intl = useIntl();
  const file = useDownloadRooming();
  const formats: RoomingFile['format'][] = 'token' in of ? ['xlsx'] : ['xlsx', 'pdf'];
  return (
    <Stack gap={4}>
      <Group gap="sm">
        {formats.map((format) => (
          <Button
            key={format}
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={file.isPending && file.variables?.format === format}
            onClick={() => file.mutate({ ...of, format })}
          >
            {intl.formatMessage(format === 'pdf' ? m.downloadPdf : m.downloadXlsx)}
          </Button>
        ))}
      </Group>
      <FormMessage message={file.error ? errorMessage(file.error) : null} />
    </Stack>
  );
}
