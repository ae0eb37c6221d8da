import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { IS_PUBLIC } from '../../common/public.decorator';
import { WORKSPACE_ROLE } from '../../workspaces/workspace-role.decorator';
import { IS_OPEN_ROUTE } from '../open-route.decorator';

/** Test support for the route audit (not used at runtime). */
export interface ControllerRoute {
  /** e.g. `GET /api/subscriptions/current` */
  readonly key: string;
  readonly method: string;
  readonly path: string;
  /** Marked `@Public()` or `@OpenRoute()` on the handler or its controller. */
  readonly markedOpen: boolean;
  /** Marked `@Public()`: no signed-in user at all (sign-in, webhooks, health). */
  readonly isPublic: boolean;
  /** The least workspace role the route needs (`@RequiresRole`), when more than a member's. */
  readonly requiredRole?: 'admin' | 'owner';
}

const join = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/');
const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [''];

/** Every handler of every controller the app registered, with its HTTP method, full path and marking. */
export function controllerRoutes(app: INestApplication, globalPrefix = 'api'): ControllerRoute[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = app.get(Reflector);
  const routes: ControllerRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
    if (!controller) continue;
    const prefixes = asList(Reflect.getMetadata(PATH_METADATA, controller));
    for (const name of scanner.getAllMethodNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
      const paths = Reflect.getMetadata(PATH_METADATA, handler);
      if (paths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const isPublic = Boolean(reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, controller]));
      const markedOpen =
        isPublic || Boolean(reflector.getAllAndOverride<boolean>(IS_OPEN_ROUTE, [handler, controller]));
      const requiredRole = reflector.getAllAndOverride<'admin' | 'owner' | undefined>(WORKSPACE_ROLE, [
        handler,
        controller,
      ]);
      for (const prefix of prefixes) {
        for (const path of asList(paths)) {
          const full = join(globalPrefix, prefix, path);
          routes.push({ key: `${method} ${full}`, method, path: full, markedOpen, isPublic, requiredRole });
        }
      }
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/**
 * The endpoints the HTTP server itself answers (express' router): a route of one method is an
 * endpoint; Nest registers middleware as one route per method, which is left out.
 */
export function serverEndpoints(app: INestApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  return express.router.stack
    .filter((layer) => layer.route && Object.keys(layer.route.methods).length === 1)
    .map((layer) => {
      const method = Object.keys(layer.route!.methods)[0];
      return `${method === '_all' ? 'ALL' : method.toUpperCase()} ${layer.route!.path}`;
    });
}

/** A concrete URL for a route path: parameters and wildcards filled with a harmless value. */
export function concretePath(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+\??/g, 'audit-id').replace(/\{?\*[A-Za-z0-9_]*\}?/g, 'audit-rest');
}
