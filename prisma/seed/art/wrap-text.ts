/**
 * The seed's drawn text broken into lines of at most `width` characters, word by word (a longer
 * word stands alone on its line): the manual PDF's paragraphs and the cover artwork's titles.
 */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (`${line} ${word}`.trim().length > width) {
      lines.push(line.trim());
      line = word;
    } else line = `${line} ${word}`;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}
