import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus, type AsyncContext, type Command } from '@nestjs/cqrs';
import { servingSupportStaff } from './request-context';
import { supportReadOnly } from './support-denials';

/**
 * The last line of the read-only rule: a command dispatched while serving support staff is refused,
 * also from a read route (opening a chat marks it read, a service check records the account's
 * status). The guard answers commands by their method before this is ever reached.
 */
@Injectable()
export class SupportCommandBarrier implements OnModuleInit {
  constructor(private readonly commands: CommandBus) {}

  onModuleInit(): void {
    const execute = this.commands.execute.bind(this.commands);
    this.commands.execute = <R>(command: Command<R>, context?: AsyncContext): Promise<R> => (servingSupportStaff() ? Promise.reject(supportReadOnly()) : execute(command, context));
  }
}
