import ipaddr from 'ipaddr.js';
import type { Agent } from 'node:http';
import { isIP } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * Where webhooks may go (issue 22). Unless the operator allows private destinations
 * (WEBHOOK_ALLOW_PRIVATE=true), loopback, private, link-local (cloud metadata included),
 * carrier-grade NAT, unspecified and other non-public addresses are refused: an address literal
 * (or `localhost`) when the subscription is made, and every name again on the address it resolves
 * to when a delivery connects (request-filtering-agent checks the address the socket is about to
 * use, so a name that later resolves elsewhere, DNS rebinding, is refused too).
 */

/** Whether an IP address is a public unicast one (the same rule request-filtering-agent applies). */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  return ipaddr.parse(address).range() === 'unicast';
}

/** Why a subscription's URL is refused before any lookup (a literal address, or localhost), else undefined. */
export function refusedDestination(url: string, allowPrivate: boolean): string | undefined {
  if (allowPrivate) return undefined;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'url must be an http or https URL';
  }
  const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (literal === 'localhost' || literal.endsWith('.localhost'))
    return 'url must not point at this machine (localhost); set WEBHOOK_ALLOW_PRIVATE=true to allow it';
  if (isIP(literal) !== 0 && !isPublicAddress(literal))
    return `url must not point at a loopback, private, link-local or metadata address (${literal}); set WEBHOOK_ALLOW_PRIVATE=true to allow it`;
  return undefined;
}

/** The HTTP agents deliveries go through: they refuse non-public addresses, unless allowed, and keep connections alive. */
export class DeliveryAgents {
  private readonly http: Agent;
  private readonly https: Agent;

  constructor(allowPrivate: boolean) {
    const options = { allowPrivateIPAddress: allowPrivate, allowMetaIPAddress: allowPrivate, keepAlive: true };
    this.http = new RequestFilteringHttpAgent(options);
    this.https = new RequestFilteringHttpsAgent(options);
  }

  for(url: URL): Agent {
    return url.protocol === 'https:' ? this.https : this.http;
  }

  destroy(): void {
    this.http.destroy();
    this.https.destroy();
  }
}
