// The product's search folding (libs/nest-platform paging.ts foldText): no case, accents, spaces, hyphens or parentheses.
const FROM = 'áàâãäåéèêëíìîïóòôõöúùûüçñ';
const TO = 'aaaaaaeeeeiiiiooooouuuucn';

export function fold(text) {
  let out = '';
  for (const char of text.toLowerCase()) {
    const index = FROM.indexOf(char);
    const folded = index >= 0 ? TO[index] : char;
    if (!' -()'.includes(folded)) out += folded;
  }
  return out;
}
