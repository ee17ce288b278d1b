/**
 * An RFC 4180 reader written for the tests, apart from the writer it checks: records of
 * fields, quoted fields may hold commas, doubled quotes and line breaks; records end with CRLF.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '"' && field === '') {
      // A quoted field: up to the quote that is not doubled.
      i += 1;
      for (;;) {
        const close = text.indexOf('"', i);
        if (close < 0) throw new Error('unterminated quoted field');
        field += text.slice(i, close);
        if (text[close + 1] === '"') {
          field += '"';
          i = close + 2;
        } else {
          i = close + 1;
          break;
        }
      }
      continue;
    }
    if (char === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else if (char === '"' || char === '\r' || char === '\n') {
      throw new Error(`unquoted ${JSON.stringify(char)} at ${i}`);
    } else {
      field += char;
      i += 1;
    }
  }
  if (field !== '' || record.length) throw new Error('last record does not end with CRLF');
  return records;
}
