import type { TEmailPreview } from '@congress/domain/contracts/email-campaigns';
import { SKIP_REASON_LABELS } from '@congress/domain/contracts/emails';
import { Alert, Box, Stack, Text } from '@mantine/core';

/** A complete document for the frame: the e-mail keeps its own look, apart from the app's styles. */
const documentOf = (html: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>E-mail preview</title>` +
  `<style>body{font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e;margin:12px;overflow-wrap:anywhere}img{max-width:100%}</style>` +
  `</head><body>${html}</body></html>`;

/**
 * The e-mail as the server rendered it for one recipient (decisions 36). It shows in a sandboxed
 * frame of its own opaque origin: the HTML is the server's sanitised template with escaped values,
 * and even so it can never reach the app's page, cookies or storage. Scripts are allowed only so that
 * assistive and testing tools can read the frame (a frame without them has no script context); the
 * page's CSP, which the frame inherits, still refuses inline scripts and handlers.
 */
export function EmailPreviewCard({ preview }: { preview: TEmailPreview }) {
  const { recipient } = preview;
  const name = `${recipient.firstName} ${recipient.lastName}`;
  return (
    <Stack gap={6}>
      {recipient.skip && (
        <Alert color="yellow" variant="light" title="This recipient is skipped">
          {`${name} will not receive this e-mail: ${SKIP_REASON_LABELS[recipient.skip]}. The preview shows what they would read.`}
        </Alert>
      )}
      <Text fz="sm">
        <Text span fw={600} fz="sm">
          To:{' '}
        </Text>
        {recipient.email ? `${name} <${recipient.email}>` : `${name} (no e-mail address)`}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600} fz="sm">
          Subject:{' '}
        </Text>
        {preview.subject}
      </Text>
      <Text fz="sm">
        <Text span fw={600} fz="sm">
          Attachments:{' '}
        </Text>
        {preview.attachments.length > 0 ? preview.attachments.join(', ') : 'none'}
      </Text>
      <Box
        component="iframe"
        title={`E-mail preview for ${name}`}
        sandbox="allow-scripts"
        srcDoc={documentOf(preview.html)}
        w="100%"
        h={320}
        style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
      />
    </Stack>
  );
}
