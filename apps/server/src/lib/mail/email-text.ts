export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An e-mail from paragraphs of plain text: the HTML part escapes them, the text part keeps them. */
export function paragraphs(lines: string[]): { html: string; text: string } {
  return {
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    text: lines.join('\n\n'),
  };
}
