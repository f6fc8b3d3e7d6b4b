/** `/llms.txt` (llmstxt.org: a title, a summary, then sections of links) and `/llms-full.txt`. */
export type LlmsLink = { title: string; url: string; description?: string; section: string };

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const linkText = (s: string) => oneLine(s).replace(/([[\]])/g, '\\$1');

/** Groups keep the order in which their first link arrives (docs in sidebar order, then the blog). */
export function llmsTxt(head: { title: string; summary: string; details: string }, links: readonly LlmsLink[]): string {
  const sections = new Map<string, LlmsLink[]>();
  for (const l of links) sections.set(l.section, [...(sections.get(l.section) ?? []), l]);
  const lines = [`# ${head.title}`, '', `> ${oneLine(head.summary)}`, '', oneLine(head.details)];
  for (const [name, items] of sections) {
    lines.push('', `## ${name}`, '');
    for (const l of items) lines.push(`- [${linkText(l.title)}](${l.url})${l.description ? `: ${oneLine(l.description)}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Every doc in one file: each under its title, with the page it comes from. */
export function llmsFullTxt(title: string, docs: readonly { title: string; url: string; markdown: string }[]): string {
  const parts = docs.map((d) => `# ${d.title}\n\nSource: ${d.url}\n\n${d.markdown.trim()}`);
  return `# ${title}\n\n${parts.join('\n\n---\n\n')}\n`;
}
