import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { MAX_ID_LENGTH, storableTextProblem } from '@outflow/domain';
import type { Request } from 'express';
import { fieldRefusal as refusal } from './field-refusal';

/** Deeper than any body the app sends (a campaign's sequence graph is about 6 levels). */
export const MAX_BODY_DEPTH = 32;

/** Keys that reach an object's prototype when a body is merged or assigned somewhere. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor']);

/**
 * Runs before validation on every route: the body, query and route parameters must be what
 * Postgres can store and the validator can walk. Refused with 400 naming the field: a string
 * with NUL or half of a surrogate pair (Postgres stores neither), nesting past MAX_BODY_DEPTH
 * (the validator recursed 3,000 levels into a stack overflow), `__proto__` and `constructor`
 * keys, and path ids longer than any id (they would name event streams). The walk is iterative,
 * so no depth of input can overflow it.
 */
@Injectable()
export class StorableInputGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    for (const [name, value] of Object.entries(request.params ?? {})) {
      if (typeof value === 'string' && value.length > MAX_ID_LENGTH)
        throw refusal(name, `${name} must be at most ${MAX_ID_LENGTH} characters`);
    }
    checkTree(request.params, 0);
    checkTree(request.query, 0);
    checkTree(request.body, 1);
    return true;
  }
}

function checkTree(root: unknown, rootDepth: number): void {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: '', depth: rootDepth }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = storableTextProblem(value);
      if (problem) throw refusal(path, `${path || 'The body'} contains a ${problem}`);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_BODY_DEPTH) throw refusal(path, `The body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`);
    const isList = Array.isArray(value);
    for (const key of Object.keys(value)) {
      const field = isList ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (!isList && PROTOTYPE_KEYS.has(key)) throw refusal(field, `${key} is not an accepted key`);
      if (!isList && storableTextProblem(key))
        throw refusal(field, `The key ${JSON.stringify(key)} contains a ${storableTextProblem(key)}`);
      stack.push({ value: (value as Record<string, unknown>)[key], path: field, depth: depth + 1 });
    }
  }
}
