import { isLinkedInSearchUrl } from '@outflow/domain';
import { ValidateBy, type ValidationOptions } from 'class-validator';

export const SEARCH_URL_MESSAGE = 'searchUrl must be a LinkedIn search URL (it must contain linkedin.com/search)';

/** The lead step's rule (spec 02 §5): the URL must contain '{host}/search'. */
export function IsLinkedInSearchUrl(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isLinkedInSearchUrl',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isLinkedInSearchUrl(value),
        defaultMessage: () => SEARCH_URL_MESSAGE,
      },
    },
    options,
  );
}
