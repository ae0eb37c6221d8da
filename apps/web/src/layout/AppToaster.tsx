import { Toaster } from 'react-hot-toast';
import { usePhoneLayout } from '../hooks/usePhoneLayout';

/**
 * Toasts top-right, rounded, white on dark; success 2 s, errors (alerts) 5 s; callers set 6 s for
 * disconnection. They start below the page header, so they never cover a page's main button; on a
 * phone, where the header fills the width, they show at the bottom instead.
 */
export const AppToaster = () => {
  const phone = usePhoneLayout();
  return (
    <Toaster
      position={phone ? 'bottom-center' : 'top-right'}
      containerStyle={phone ? { bottom: 24 } : { top: 76 }}
      toastOptions={{
        style: { borderRadius: '10px', background: '#333', color: '#fff' },
        success: { duration: 2000 },
        error: { duration: 5000 },
      }}
    />
  );
};
