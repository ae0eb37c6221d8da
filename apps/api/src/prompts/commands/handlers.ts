import { DeletePromptHandler } from './delete-prompt.handler';
import { SavePromptHandler } from './save-prompt.handler';
import { UpdatePromptHandler } from './update-prompt.handler';

/** The module's command handlers, each beside its command; the module provides them all. */
export const handlers = [DeletePromptHandler, SavePromptHandler, UpdatePromptHandler];
