/** LinkedIn gives chat attendees one display name; the inbox shows first and last name apart. */
export function splitAttendeeName(name: string | null | undefined): {
  firstName: string | null;
  lastName: string | null;
} {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: null, lastName: null };
  return { firstName: words[0], lastName: words.length > 1 ? words.slice(1).join(' ') : null };
}
