import { Toaster } from 'react-hot-toast';

/** Toasts top-right, rounded, white on dark; success 2 s, errors (alerts) 5 s; callers set 6 s for disconnection. */
export const AppToaster = () => (
  <Toaster
    position="top-right"
    toastOptions={{
      style: { borderRadius: '10px', background: '#333', color: '#fff' },
      success: { duration: 2000 },
      error: { duration: 5000 },
    }}
  />
);
