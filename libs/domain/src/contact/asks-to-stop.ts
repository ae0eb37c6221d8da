/**
 * Replies that ask not to be contacted again put the member on the Do-Not-Contact list (reason
 * `asked-to-stop`). A small, documented list of phrases per language, matched on whole words in
 * the lowercased text without accents; a false positive only stops outreach, which is the safe
 * side. Extend a language by adding its phrases here.
 */
export const STOP_PHRASES: Readonly<Record<'en' | 'fr' | 'de' | 'es', readonly string[]>> = {
  en: [
    'stop',
    'unsubscribe',
    'not interested',
    'no interest',
    'remove me',
    'take me off',
    'please don t contact',
    'please do not contact',
    'don t contact me',
    'do not contact me',
    'stop writing',
    'stop messaging',
    'leave me alone',
  ],
  fr: [
    'pas interesse',
    'pas interessee',
    'ne me contactez plus',
    'ne plus me contacter',
    'desabonner',
    'desinscrire',
    'arretez',
    'retirez moi',
    'merci de ne pas me contacter',
  ],
  de: [
    'kein interesse',
    'nicht interessiert',
    'abmelden',
    'bitte nicht kontaktieren',
    'kontaktieren sie mich nicht',
    'keine nachrichten mehr',
    'entfernen sie mich',
    'hoeren sie auf',
    'horen sie auf',
  ],
  es: [
    'no me interesa',
    'no estoy interesado',
    'no estoy interesada',
    'darme de baja',
    'dar de baja',
    'no me contacte',
    'no me contactes',
    'deja de escribirme',
    'dejen de escribirme',
    'eliminame',
    'borrame',
  ],
};

/** Lowercase, accents off (é → e, ß → ss, ü → u), anything but letters and digits a space. */
function plain(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

const PHRASES = Object.values(STOP_PHRASES).flatMap((list) => list.map((p) => ` ${plain(p).trim()} `));

/** Whether a message asks the sender to stop writing. */
export function asksToStop(text: string): boolean {
  const words = plain(text);
  return PHRASES.some((phrase) => words.includes(phrase));
}
