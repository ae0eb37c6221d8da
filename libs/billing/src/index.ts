export * from './billing-provider';
export * from './billing-not-configured.error';
export * from './webhook-signature.error';
export * from './stripe-billing';
export * from './local-billing';
export * from './billing-provider.factory';
export * from './stripe-event-to-command';
export * from './checkout-flow';
