import type { TEmailPreview } from '@congress/domain/contracts/email-campaigns';
import { Alert, Box, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { m, SKIP_REASON_TEXT } from '../campaign-messages.ts';

/** A complete document for the frame: the e-mail keeps its own look, apart from the app's styles. */
const documentOf = (html: string, language: string, title: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  `<style>body{font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e;margin:12px;overflow-wrap:anywhere}img{max-width:100%}</style>` +
  `</head><body>${html}</body></html>`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * The e-mail as the server rendered it for one recipient (decisions 36). It shows in a sandboxed
 * frame of its own opaque origin: the HTML is the server's sanitised template with escaped values,
 * and even so it can never reach the app's page, cookies or storage. Scripts are allowed only so that
 * assistive and testing tools can read the frame (a frame without them has no script context); the
 * page's CSP, which the frame inherits, still refuses inline scripts and handlers.
 */
export function EmailPreviewCard({ preview }: { preview: TEmailPreview }) {
  const intl = useIntl();
  const { recipient } = preview;
  const name = `${recipient.firstName} ${recipient.lastName}`;
  const frameTitle = intl.formatMessage(m.frameTitle, { name });
  return (
    <Stack gap={6}>
      {recipient.skip && (
        <Alert color="yellow" variant="light" title={intl.formatMessage(m.skippedTitle)}>
          {intl.formatMessage(m.skippedBody, {
            name,
            reason: intl.formatMessage(SKIP_REASON_TEXT[recipient.skip]),
          })}
        </Alert>
      )}
      <Text fz="sm">
        <Text span fw={600} fz="sm">
          {intl.formatMessage(m.to)}{' '}
        </Text>
        {recipient.email ? `${name} <${recipient.email}>` : intl.formatMessage(m.nameNoEmail, { name })}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text span fw={600} fz="sm">
          {intl.formatMessage(m.subjectLabel)}{' '}
        </Text>
        {preview.subject}
      </Text>
      <Text fz="sm">
        <Text span fw={600} fz="sm">
          {intl.formatMessage(m.attachmentsLabel)}{' '}
        </Text>
        {preview.attachments.length > 0 ? preview.attachments.join(', ') : intl.formatMessage(m.none)}
      </Text>
      <Box
        component="iframe"
        title={frameTitle}
        sandbox="allow-scripts"
        srcDoc={documentOf(preview.html, intl.locale, frameTitle)}
        w="100%"
        h={320}
        style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
      />
    </Stack>
  );
}
