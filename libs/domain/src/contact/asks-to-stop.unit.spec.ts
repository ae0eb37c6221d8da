import { itAcceptsAndRejects } from '../testing/accepts-and-rejects';
import { asksToStop } from './asks-to-stop';

describe('asksToStop', () => {
  itAcceptsAndRejects(asksToStop, {
    accepts: [
      'Thanks, but please stop writing to me.',
      'Not interested, sorry',
      'UNSUBSCRIBE',
      "Please don't contact me again",
      'Remove me from your list',
      'Merci, mais je ne suis pas intéressé.',
      'Ne me contactez plus svp',
      'Kein Interesse, danke.',
      'Bitte nicht kontaktieren',
      'Hören Sie auf, mir zu schreiben',
      'No me interesa, gracias',
      'Por favor, deja de escribirme',
    ],
    rejects: [
      'Sounds interesting, tell me more',
      'Happy to chat next week',
      'Stopwatch apps are my thing',
      'Je suis intéressé',
      'Interessant, gerne mehr',
      'Me interesa mucho',
    ],
  });
});
