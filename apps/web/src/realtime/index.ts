export { RealtimeProvider } from './RealtimeProvider';
export { useSocketEvent } from './useSocketEvent';
