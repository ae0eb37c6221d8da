import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { StorableInputGuard } from './storable-input.guard';

/** Registers the input guard on every route (see StorableInputGuard). */
@Module({ providers: [{ provide: APP_GUARD, useClass: StorableInputGuard }] })
export class StorableInputModule {}
