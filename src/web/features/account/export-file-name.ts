const FALLBACK_NAME = 'money-islands-data.json';

/** The file name the server suggests in Content-Disposition, or a plain default. */
export function exportFileNameFromHeader(header: string | null): string {
  const match = header?.match(/filename="([^"]+)"/);
  const name = match?.[1];
  // Only a plain file name: never a path.
  return name && /^[\w.-]+$/.test(name) ? name : FALLBACK_NAME;
}
