export * from './stop-sequences';
export * from './member-of-message';
export * from './record-chat-messages';
export * from './do-not-contact';
export * from './chat-message-mapping';
export * from './sync-chats';
export * from './lead-target';
