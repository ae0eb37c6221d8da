export { PromptPage } from './PromptPage';
