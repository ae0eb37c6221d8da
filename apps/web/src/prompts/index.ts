export { PromptLibraryDialog } from './PromptLibraryDialog';
export { SavePromptDialog } from './SavePromptDialog';
export { PromptLibraryButtons } from './PromptLibraryButtons';
export { PROMPT_MESSAGES } from './prompt-messages';
export { copyToClipboard } from './copy-to-clipboard';
export { CharacterLimitField } from './CharacterLimitField';
export { AiPromptField } from './AiPromptField';
