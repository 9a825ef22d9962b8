/** Copies text; false when it could not: navigator.clipboard exists only in secure contexts, and a browser may still refuse the write. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
