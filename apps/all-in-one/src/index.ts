export * from './outflow';
