import { ForbiddenException } from '@nestjs/common';

export const supportReadOnly = () =>
  new ForbiddenException({
    statusCode: 403,
    errorCode: 'SUPPORT_READ_ONLY',
    message: 'Support staff can read but not change anything',
  });

export const supportOnly = () =>
  new ForbiddenException({
    statusCode: 403,
    errorCode: 'SUPPORT_ONLY',
    message: 'Only support staff can open the support console',
  });
