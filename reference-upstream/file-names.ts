// A file's name as its sender named it. Clients write three characters of a file name escaped in a multipart
// header (the HTML standard's form encoding, which Node's fetch follows too: '"' as %22, CR as %0D, LF as %0A)
// and leave every other one as it is, '%' included: only those three escapes are undone.
export function fileNameAsSent(header: string): string {
  return header.replace(/%22|%0D|%0A/gi, (escape) => ({ "%22": '"', "%0D": "\r", "%0A": "\n" })[escape.toUpperCase()]!);
}
