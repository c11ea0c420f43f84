export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain-text part from template HTML: paragraphs and line breaks kept, tags dropped. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** An e-mail from paragraphs of plain text: the HTML part escapes them, the text part keeps them. */
export function paragraphs(lines: string[]): { html: string; text: string } {
  return {
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    text: lines.join('\n\n'),
  };
}
