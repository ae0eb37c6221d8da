import { AddToDoNotContactHandler } from './add-to-do-not-contact.handler';
import { RemoveFromDoNotContactHandler } from './remove-from-do-not-contact.handler';

/** The module's command handlers, each beside its command; the module provides them all. */
export const handlers = [AddToDoNotContactHandler, RemoveFromDoNotContactHandler];
