import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotentRequests } from './idempotent-requests';

/** Idempotency-Key on every signed-in write (see IdempotencyInterceptor). */
@Module({ providers: [IdempotentRequests, { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor }] })
export class IdempotencyModule {}
