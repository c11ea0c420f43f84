import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import type { EmailBodyEditorProps } from './email-body-editor.tsx';

const EmailBodyEditor = lazy(() =>
  import('./email-body-editor.tsx').then((module) => ({ default: module.EmailBodyEditor })),
);

/** Tiptap and its styles load only when an admin opens an editor, never in the public bundle. */
export function LazyEmailBodyEditor(props: EmailBodyEditorProps) {
  return (
    <Suspense fallback={<PageLoader label="Loading the editor" />}>
      <EmailBodyEditor {...props} />
    </Suspense>
  );
}
