import { Toaster } from 'react-hot-toast';

/**
 * Toasts top-right, rounded, white on dark; success 2 s, errors (alerts) 5 s; callers set 6 s for
 * disconnection. They start below the page header, so they never cover a page's main button.
 */
export const AppToaster = () => (
  <Toaster
    position="top-right"
    containerStyle={{ top: 76 }}
    toastOptions={{
      style: { borderRadius: '10px', background: '#333', color: '#fff' },
      success: { duration: 2000 },
      error: { duration: 5000 },
    }}
  />
);
