import { Module } from '@nestjs/common';
import { AddToDoNotContactHandler } from './commands/add-to-do-not-contact.handler';
import { RemoveFromDoNotContactHandler } from './commands/remove-from-do-not-contact.handler';
import { DoNotContactController } from './do-not-contact.controller';
import { LeadScreening } from './lead-screening';

/** The person on the other end: the Do-Not-Contact list (issue 17). */
@Module({
  controllers: [DoNotContactController],
  providers: [AddToDoNotContactHandler, RemoveFromDoNotContactHandler, LeadScreening],
  exports: [LeadScreening],
})
export class ContactsModule {}
