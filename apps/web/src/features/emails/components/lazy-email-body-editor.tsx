import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { m } from '../campaign-messages.ts';
import type { EmailBodyEditorProps } from './email-body-editor.tsx';

const EmailBodyEditor = lazy(() =>
  import('./email-body-editor.tsx').then((module) => ({ default: module.EmailBodyEditor })),
);

/**
 * The editor (and tiptap's starter kit) is its own chunk, fetched when an admin opens an editor.
 * That does not keep tiptap off the public pages yet: vite.config.ts puts every @mantine package
 * into the `mantine` chunk that every page loads, and with @mantine/tiptap come its RichTextEditor
 * and the tiptap and ProseMirror core it imports.
 */
export function LazyEmailBodyEditor(props: EmailBodyEditorProps) {
  const intl = useIntl();
  return (
    <Suspense fallback={<PageLoader label={intl.formatMessage(m.loadingEditor)} />}>
      <EmailBodyEditor {...props} />
    </Suspense>
  );
}
