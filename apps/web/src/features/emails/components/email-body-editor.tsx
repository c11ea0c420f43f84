import '@mantine/tiptap/styles.css';
import { Button, Group, Input, Stack, Text, Tooltip } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { EDITOR_LABELS, m } from '../campaign-messages.ts';

export type EmailBodyEditorProps = {
  label: string;
  /** The body when the editor mounts; give the editor a new `key` to load another one. */
  initialContent: string;
  onChange: (html: string) => void;
  placeholders: ReadonlyArray<{ key: string; description?: string }>;
  error?: string | undefined;
};

/** The rich-text body with the {{placeholders}} an admin may insert; see lazy-email-body-editor.tsx. */
export function EmailBodyEditor({
  label,
  initialContent,
  onChange,
  placeholders,
  error,
}: EmailBodyEditorProps) {
  const intl = useIntl();
  const labelId = useId();
  const errorId = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: initialContent,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const labels = Object.fromEntries(
    Object.entries(EDITOR_LABELS).map(([key, message]) => [key, intl.formatMessage(message)]),
  );
  const insert = (key: string) => editor?.chain().focus().insertContent(`{{${key}}}`).run();

  return (
    <Stack gap={6}>
      <Input.Label id={labelId} required>
        {label}
      </Input.Label>
      <RichTextEditor editor={editor} miw={0} labels={labels}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={180} />
      </RichTextEditor>
      {error && (
        <Text id={errorId} size="sm" c="red.8">
          {error}
        </Text>
      )}
      <Text size="sm" c="gray.8">
        {intl.formatMessage(m.placeholdersHelp)}
      </Text>
      <Group gap={6} aria-label={intl.formatMessage(m.insertPlaceholder)} role="group">
        {placeholders.map((placeholder) => (
          <Tooltip key={placeholder.key} label={placeholder.description} disabled={!placeholder.description}>
            {/* The dark text keeps 4.5:1 on the light background when hovered, too. */}
            <Button
              size="compact-xs"
              variant="light"
              color="indigo"
              c="gray.9"
              onClick={() => insert(placeholder.key)}
            >
              {`{{${placeholder.key}}}`}
            </Button>
          </Tooltip>
        ))}
      </Group>
    </Stack>
  );
}
