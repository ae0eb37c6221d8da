import { Param, Query, type PipeTransform } from '@nestjs/common';
import { isProviderId, providerIdRule, type ProviderIdKind } from '@outflow/domain';
import { ValidateBy } from 'class-validator';
import { fieldRefusal } from './field-refusal';

const message = (field: string, kind: ProviderIdKind) =>
  `${field} must be a LinkedIn ${kind} id (${providerIdRule(kind)})`;

/**
 * A body or query field holding an id the LinkedIn provider issued: refused with 400 naming the
 * field unless it has the provider's alphabet and length, so it can never steer a provider call
 * to another path (the adapter checks again, libs/linkedin/src/unipile/provider-path.ts).
 */
export const IsProviderId = (kind: ProviderIdKind): PropertyDecorator =>
  ValidateBy({
    name: 'isProviderId',
    validator: {
      validate: (value: unknown) => isProviderId(kind, value),
      defaultMessage: (args) => message(args?.property ?? 'id', kind),
    },
  });

/** A route parameter holding a provider's id, checked as IsProviderId checks a field. */
export const ProviderIdParam = (name: string, kind: ProviderIdKind): ParameterDecorator =>
  Param(name, {
    transform: (value: string) => {
      if (!isProviderId(kind, value)) throw fieldRefusal(name, message(name, kind));
      return value;
    },
  } satisfies PipeTransform<string, string>);

/** An optional query field holding a provider's id: absent stays undefined, anything else is checked. */
export const OptionalProviderIdQuery = (name: string, kind: ProviderIdKind): ParameterDecorator =>
  Query(name, {
    transform: (value: unknown) => {
      if (value === undefined) return undefined;
      if (!isProviderId(kind, value)) throw fieldRefusal(name, message(name, kind));
      return value;
    },
  } satisfies PipeTransform<unknown, string | undefined>);
