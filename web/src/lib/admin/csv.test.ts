import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Priya Shah')).toBe('Priya Shah');
    expect(csvCell(35)).toBe('35');
    expect(csvCell(-2.5)).toBe('-2.5');
    expect(csvCell(true)).toBe('true');
  });

  it('writes missing values as empty cells', () => {
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes cells with commas, quotes or line breaks and doubles the quotes inside', () => {
    expect(csvCell('Shah, Priya')).toBe('"Shah, Priya"');
    expect(csvCell('The "Classic" Granny')).toBe('"The ""Classic"" Granny"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('stops text that starts with a formula character from running as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(csvCell('+44 7700 900789 =1')).toBe("'+44 7700 900789 =1");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('leaves a phone number starting with + as it is, and guards anything else of that start', () => {
    expect(csvCell('+44 7700 900123')).toBe('+44 7700 900123');
    expect(csvCell('+447700900123')).toBe('+447700900123');
    expect(csvCell('+44 (0)20 7946 0000')).toBe('+44 (0)20 7946 0000');
    expect(csvCell('+44 7700 900123+1')).toBe("'+44 7700 900123+1");
    expect(csvCell('+44-7700-900123')).toBe("'+44-7700-900123");
    expect(csvCell('+cmd|calc')).toBe('"\'+cmd|calc"');
    expect(csvCell('-44 7700 900123')).toBe("'-44 7700 900123");
    expect(csvCell('=44 7700 900123')).toBe("'=44 7700 900123");
    expect(csvCell('Bob;+44 7700 900123')).toBe('"Bob;\'+44 7700 900123"');
  });

  it('guards a formula character after every separator a spreadsheet may split on', () => {
    expect(csvCell('Bob;=HYPERLINK("http://evil")')).toBe('"Bob;\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('Bob, =1+1')).toBe('"Bob, \'=1+1"');
    expect(csvCell('a\t@SUM(A1)')).toBe('"a\t\'@SUM(A1)"');
    expect(csvCell('a|+1')).toBe('"a|\'+1"');
    expect(csvCell('one\n-1\r\n=2')).toBe('"one\n\'-1\r\n\'=2"');
    expect(csvCell('\t=1')).toBe('"\'\t\'=1"');
  });

  it('does not touch formula characters in the middle of text', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('me@example.com')).toBe('me@example.com');
  });
});

describe('toCsv', () => {
  const columns = [
    { header: 'Name', value: (r: { name: string; guests: number }) => r.name },
    { header: 'Guests', value: (r: { name: string; guests: number }) => r.guests },
  ];

  it('starts with a header row and ends every record with CRLF', () => {
    expect(toCsv(columns, [{ name: 'Mei Lin', guests: 1 }])).toBe('Name,Guests\r\nMei Lin,1\r\n');
  });

  it('gives only the header row for no rows', () => {
    expect(toCsv(columns, [])).toBe('Name,Guests\r\n');
  });

  it('quotes and guards every cell of every row, headers included', () => {
    const csv = toCsv(
      [
        { header: 'Name, full', value: (r: { name: string }) => r.name },
        { header: 'Note', value: () => '=1+1' },
      ],
      [{ name: 'O"Brien' }],
    );
    expect(csv).toBe('"Name, full",Note\r\n"O""Brien",\'=1+1\r\n');
  });
});
