/**
 * A Markdown issue body as the backlog shows it (GitHub's, GitLab's and Linear's alike):
 * the text kept as written, only HTML comments dropped (none of them shows them, and issue
 * templates are full of them), line ends made `\n`.
 */
export function markdownText(body: unknown): string {
  if (typeof body !== 'string') return '';
  return body
    .replace(/\r\n?/g, '\n')
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .trim();
}
