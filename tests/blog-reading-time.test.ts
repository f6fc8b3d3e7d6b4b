import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, readingText } from '@/lib/docusaurus/reading-time';
import { mapDocusaurusConfig } from '@/lib/docusaurus/map-config';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

// Expected minutes as Docusaurus 3.10 computes them: word-like Intl.Segmenter segments / 200,
// rounded to two decimals (plugin-content-blog/src/readingTime.ts), then Math.ceil in the theme.
describe('reading time, as Docusaurus 3.10', () => {
  it.each([
    ['empty post', '', 0],
    ['one word', 'Hello', 1],
    ['200 words', words(200), 1],
    // 201 / 200 * 100 is 100.4999… in floating point: Docusaurus rounds it to 1.00, so one minute.
    ['201 words', words(201), 1],
    ['202 words', words(202), 2],
    ['400 words', words(400), 2],
    ['the content title is not read', `# A long title here\n\n${words(200)}`, 1],
    ['a setext content title is not read', `A long title here\n===\n\n${words(200)}`, 1],
    ['a later h1 is read', `${words(199)}\n\n# A long title here`, 2],
    ['code is read', `${words(199)}\n\n\`\`\`js\nconst a = 1\n\`\`\``, 2],
    ['punctuation is not a word', `${words(200)} — … !!! ---`, 1],
  ])('%s', (_, body, minutes) => {
    expect(readingMinutes(body)).toBe(minutes);
  });

  it.each([
    // Blank lines left where the title was do not count.
    ['import x from "y";\n\n# Title\n\nBody', 'import x from "y";\n\n\nBody'],
    ['# Title {#custom}\nBody', 'Body'],
    ['Intro\n\n# Not first', 'Intro\n\n# Not first'],
    ['---\n\nBody', '---\n\nBody'],
  ])('reads %j as %j', (body, text) => {
    expect(readingText(body)).toBe(text);
  });

  it.each([
    ['en', "Don't stop: it's 10:30, a:b", 6],
    ['ja', '日本語の文章です', 4],
  ])('counts words by the locale (%s)', (locale, text, n) => {
    expect(countWords(text, locale)).toBe(n);
  });
});

describe('the blog plugin options of reading time', () => {
  const map = (blog: object) => mapDocusaurusConfig({ title: 'T', url: 'https://t.example.com', presets: [['classic', { blog }]] });
  it.each([
    ['default: shown', {}, true, []],
    ['showReadingTime: false', { showReadingTime: false }, false, []],
    [
      'a readingTime function: warned, the default count kept',
      { readingTime: ({ content }: { content: string }) => content.length },
      true,
      ["presets classic blog.readingTime: a custom function is not run here; posts show Docusaurus's default reading time (200 words a minute)"],
    ],
  ] as const)('%s', (_, blog, shown, warnings) => {
    const m = map(blog);
    expect(m.settings.blog).toMatchObject({ showReadingTime: shown });
    expect(m.warnings).toEqual(warnings);
  });
});
