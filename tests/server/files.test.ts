import { contentDisposition, downloadNameFor, safeExtension, storedNameFor, STORED_NAME } from '../../examples/server/files.mjs';

// The names of uploaded files. Over HTTP, @fastify/multipart (busboy) already drops the folders of
// a client's file name, so the API tests cannot see what downloadNameFor does with them: these
// call it as the route does, with the names Windows and hostile clients send.

describe('the name a download is offered under', () => {
  it.each([
    ['C:\\x\\deck.pdf', 'deck.pdf'],
    ['C:\\Users\\me\\Q3 battle card.PDF', 'Q3 battle card.pdf'],
    ['..\\..\\x.pdf', 'x.pdf'],
    ['../../etc/passwd', 'passwd.bin'],
    ['a/b\\c/d\\deck.pdf', 'deck.pdf'],
    ['\\\\server\\share\\deck.pptx', 'deck.pptx'],
    ['deck.pdf', 'deck.pdf'],
  ])('keeps only the file name of %s', (clientName, expected) => {
    expect(downloadNameFor(clientName)).toBe(expected);
  });

  it('drops control and reserved characters and dots at the ends, and falls back to "download"', () => {
    expect(downloadNameFor('"evil"\u0000<name>\u202e.pdf')).toBe('evilname.pdf');
    expect(downloadNameFor('..\\..\\ .pdf')).toBe('download.pdf');
    expect(downloadNameFor('C:\\x\\')).toBe('download.bin');
    expect(downloadNameFor(`${'a'.repeat(300)}.pdf`)).toBe(`${'a'.repeat(120)}.pdf`);
  });

  it('takes the extension from the file name alone, on the allow-list or .bin', () => {
    expect(safeExtension('C:\\x.pdf\\deck')).toBe('bin');
    expect(safeExtension('..\\..\\x.PDF')).toBe('pdf');
    expect(storedNameFor('C:\\x\\deck.pdf')).toMatch(STORED_NAME);
    expect(storedNameFor('C:\\x\\deck.pdf')).toMatch(/\.pdf$/);
  });

  it('writes a Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', 'Zoë "x".pdf')).toBe(`attachment; filename="Zo_ _x_.pdf"; filename*=UTF-8''Zo%C3%AB%20%22x%22.pdf`);
  });
});
