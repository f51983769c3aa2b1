/** Reads a saved page in its own encoding (legacy 51job pages are GBK): the charset its head declares, else UTF-8. */
export function decodePage(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.slice(0, 4096));
  const charset = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  try {
    return new TextDecoder(charset && charset !== 'utf-8' ? charset : 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
