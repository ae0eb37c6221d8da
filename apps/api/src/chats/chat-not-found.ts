import { HttpException } from '@nestjs/common';

/**
 * CHAT_NOT_FOUND naming chatId. Reading a chat answers 404 (the web app knows this code is not a
 * lost LinkedIn session, which it otherwise reads into any 403/404 under "messages", spec 01 §8);
 * writing into one answers 422.
 */
export const chatNotFound = (status: 404 | 422 = 422) =>
  new HttpException(
    { statusCode: status, success: false, errorCode: 'CHAT_NOT_FOUND', message: 'Chat not found', field: 'chatId' },
    status,
  );
