export * from './ai-lead-profile';
export * from './ai-writer';
export * from './ai-writer-errors';
export * from './message-fit';
export * from './offline-ai-writer';
export * from './openai-ai-writer';
