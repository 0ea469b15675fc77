export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * Turns a translated section body into blocks: blank lines separate blocks, and a block whose lines
 * all start with "- " is a bulleted list. Keeps the translation files plain strings.
 */
export function parseLegalBody(body: string): LegalBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block): LegalBlock => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) {
        return { kind: 'list', items: lines.map((line) => line.slice(2).trim()) };
      }
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}
