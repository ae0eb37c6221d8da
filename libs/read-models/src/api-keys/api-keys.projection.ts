import { API_KEY_EVENT_TYPES, type ApiKeyEvent } from '@outflow/domain';
import { eventByEvent, type Projection } from '../projection';

/** The live API keys: a row per key, removed when it is revoked. */
export const apiKeysProjection: Projection<ApiKeyEvent> = eventByEvent<ApiKeyEvent>(
  'api_keys',
  API_KEY_EVENT_TYPES,
  async (trx, event) => {
    switch (event.type) {
      case 'ApiKeyCreated': {
        const { keyId, ownerId, name, scopes, prefix, hash, createdBy, occurredAt } = event.data;
        await trx
          .insertInto('api_keys')
          .values({
            id: keyId,
            owner_id: ownerId,
            name,
            scopes,
            prefix,
            key_hash: hash,
            created_by_id: createdBy.id,
            created_by_name: createdBy.name,
            created_at: occurredAt,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        break;
      }
      case 'ApiKeyRevoked':
        await trx
          .deleteFrom('api_keys')
          .where('id', '=', event.data.keyId)
          .where('owner_id', '=', event.data.ownerId)
          .execute();
        break;
    }
  },
);
