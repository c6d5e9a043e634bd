import { inflateSync } from 'node:zlib';

/**
 * The lines of text a PDF made by pdfkit shows, in drawing order: each compressed content stream is
 * inflated and every TJ operator's hex strings (WinAnsi, the standard fonts' encoding) joined.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push([...operator[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''));
  }
  return lines;
}
