import { UnprocessableEntityException } from '@nestjs/common';

/**
 * Not a 404: the web app takes any 403/404 on a path with "messages" for a lost LinkedIn session
 * (spec 01 §8) and would send the user to /team over a stale chat id.
 */
export const chatNotFound = () =>
  new UnprocessableEntityException({ statusCode: 422, success: false, errorCode: 'CHAT_NOT_FOUND', message: 'Chat not found', field: 'chatId' });
